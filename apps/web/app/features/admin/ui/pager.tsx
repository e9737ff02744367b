import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';


interface PagerProps {
  page: number;
  pages: number;
  total: number;
  /** 'orders', 'products'…: "42 orders". */
  noun: string;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 · 87 orders" with Previous and Next; nothing for an empty list. */
export function Pager({ page, pages, total, noun, onPage }: PagerProps) {
  // An empty list says so itself.
  if (total === 0) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
      <p aria-live="polite">
        Page {Math.min(page, Math.max(pages, 1))} of {Math.max(pages, 1)} · {total.toLocaleString('en-IN')} {noun}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
            Previous
          </button>
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </nav>
  );
}
