import { paginationItems, type ProductListState } from '@dhatu/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { listSearch } from './list-filters';

export interface ListPaginationProps {
  state: ProductListState;
  pages: number;
}

const BOX = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm';

/**
 * First and last page, two pages each side of the current one, ellipses between (storefront §2).
 * Real links, so pages are crawlable and open in a new tab; the current one is aria-current.
 */
export function ListPagination({ state, pages }: ListPaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(state.page, pages);
  const href = (page: number) => ({ pathname: '/products', search: listSearch(state, { page }) });
  let gap = 0;

  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={href(current - 1)} rel="prev" className={`${BOX} gap-1 text-charcoal hover:bg-rose-soft hover:text-rose-deep`}>
              <ChevronLeft size={16} aria-hidden="true" />
              <span className="max-sm:sr-only">Previous</span>
            </Link>
          ) : (
            // Unavailable, but drawn text all the same: muted at full strength keeps it AA (axe checks it).
            <span aria-hidden="true" className={`${BOX} gap-1 text-ink-muted`}>
              <ChevronLeft size={16} />
              <span className="max-sm:hidden">Previous</span>
            </span>
          )}
        </li>
        {paginationItems(current, pages).map((item) =>
          item === 'ellipsis' ? (
            <li key={`gap-${gap++}`} aria-hidden="true" className={`${BOX} min-w-6 px-0 text-ink-muted`}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={`${BOX} ${item === current ? 'bg-charcoal font-semibold text-ivory' : 'text-charcoal hover:bg-rose-soft hover:text-rose-deep'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link to={href(current + 1)} rel="next" className={`${BOX} gap-1 text-charcoal hover:bg-rose-soft hover:text-rose-deep`}>
              <span className="max-sm:sr-only">Next</span>
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          ) : (
            <span aria-hidden="true" className={`${BOX} gap-1 text-ink-muted`}>
              <span className="max-sm:hidden">Next</span>
              <ChevronRight size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
