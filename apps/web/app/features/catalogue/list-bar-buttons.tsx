import type { SortValue } from '@dhatu/domain';
import { ArrowUpDown, SlidersHorizontal } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { sortLabel } from './list-filters';

type ButtonProps = ComponentPropsWithRef<'button'>;
const BAR_BUTTON = 'flex h-14 flex-1 flex-col items-center justify-center text-charcoal';

/**
 * The phone list bar's Filters button: the same element before its sheet's code is here (a stand-in
 * that fetches it) and after (the sheet's trigger), so nothing moves when the code arrives.
 */
export function FiltersButton({ count, ...props }: ButtonProps & { count: number }) {
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} className={BAR_BUTTON} {...props}>
      <span className="flex items-center gap-2 text-sm font-semibold">
        <SlidersHorizontal size={17} strokeWidth={1.75} aria-hidden="true" />
        Filters
        {count > 0 && (
          <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-deep px-1.5 text-[0.6875rem] text-white">
            <span className="sr-only">(</span>
            {count}
            <span className="sr-only"> applied)</span>
          </span>
        )}
      </span>
      <span className="text-[0.6875rem] text-ink-muted">{count > 0 ? 'Refine your selection' : 'Category, price'}</span>
    </button>
  );
}

/** The phone list bar's Sort button, with the order in use under it (stand-in and trigger alike). */
export function SortButton({ value, ...props }: ButtonProps & { value: SortValue }) {
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} className={`${BAR_BUTTON} gap-0`} {...props}>
      <span className="flex items-center gap-2 text-sm font-semibold">
        <ArrowUpDown size={17} strokeWidth={1.75} aria-hidden="true" />
        Sort
      </span>
      <span className="text-[0.6875rem] text-ink-muted">{sortLabel(value)}</span>
    </button>
  );
}
