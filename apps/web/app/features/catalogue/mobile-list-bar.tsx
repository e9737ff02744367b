import type { ProductListState, SortValue } from '@dhatu/domain';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Sheet } from '../../components/ui/sheet';
import type { Category, Subcategory } from '../app-data';
import { FilterForm } from './filter-form';
import { selectionCount, selectionOf, type FilterSelection } from './list-filters';
import { SortSheet } from './sort-controls';

export interface MobileListBarProps {
  state: ProductListState;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  onApplyFilters: (selection: FilterSelection) => void;
  onSort: (sort: SortValue) => void;
}

/**
 * Phones (storefront §2 Product list): a bar pinned to the bottom of the screen with Filters and
 * Sort. Filters slides a sheet in from the side; Sort opens a bottom sheet. It sticks to the bottom
 * while the list scrolls and settles above the footer, so it never covers the footer's links.
 */
export function MobileListBar({ state, categories, subcategories, onApplyFilters, onSort }: MobileListBarProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const count = selectionCount(selectionOf(state));

  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-sand bg-ivory/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_18px_-12px_rgb(42_36_33/0.4)] backdrop-blur-sm md:-mx-6 lg:hidden">
      <div className="flex divide-x divide-sand">
        <Sheet
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          trigger={
            <button type="button" className="flex h-14 flex-1 flex-col items-center justify-center text-charcoal">
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
          }
          side="right"
          className="w-[88%] max-w-sm"
          title="Filters"
          closeLabel="Close filters"
        >
          <FilterForm
            state={state}
            categories={categories}
            subcategories={subcategories}
            idPrefix="sheet"
            variant="sheet"
            onApply={(selection) => {
              setFiltersOpen(false);
              onApplyFilters(selection);
            }}
          />
        </Sheet>
        <SortSheet value={state.sort} onChange={onSort} />
      </div>
    </div>
  );
}
