import type { ProductListState, SortValue } from '@dhatu/domain';
import { OnDemandControl } from '../../components/ui/on-demand-control';
import type { Category, Subcategory } from '../app-data';
import { FiltersButton, SortButton } from './list-bar-buttons';
import { selectionCount, selectionOf, type FilterSelection } from './list-filters';

// Loaders at module level: the same function each render, so a loaded sheet is remembered.
const loadFiltersSheet = () => import('./list-sheets').then((m) => m.FiltersSheet);
const loadSortSheet = () => import('./list-sheets').then((m) => m.SortSheet);

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
 * The sheets' code (and the dialog library) comes when a shopper heads for a button
 * (OnDemandControl): the page's first load carries none of it.
 */
export function MobileListBar({ state, categories, subcategories, onApplyFilters, onSort }: MobileListBarProps) {
  const count = selectionCount(selectionOf(state));
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-sand bg-ivory/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_18px_-12px_rgb(42_36_33/0.4)] backdrop-blur-sm md:-mx-6 lg:hidden">
      <div className="flex divide-x divide-sand">
        <OnDemandControl
          load={loadFiltersSheet}
          controlProps={{ state, categories, subcategories, onApply: onApplyFilters }}
          standIn={(handlers) => <FiltersButton count={count} {...handlers} />}
        />
        <OnDemandControl load={loadSortSheet} controlProps={{ value: state.sort, onChange: onSort }} standIn={(handlers) => <SortButton value={state.sort} {...handlers} />} />
      </div>
    </div>
  );
}
