// The phone list bar's two sheets, loaded when a shopper heads for Filters or Sort
// (mobile-list-bar.tsx): with them comes the dialog library, which a list page needs nowhere else.
import { SORT_OPTIONS, type ProductListState, type SortValue } from '@dhatu/domain';
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { OnDemandProps } from '../../components/ui/on-demand-control';
import { Sheet } from '../../components/ui/sheet';
import type { Category, Subcategory } from '../app-data';
import { FilterForm } from './filter-form';
import { FiltersButton, SortButton } from './list-bar-buttons';
import { selectionCount, selectionOf, type FilterSelection } from './list-filters';

export type FiltersSheetProps = OnDemandProps<{
  state: ProductListState;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  onApply: (selection: FilterSelection) => void;
}>;

/** Filters slides in from the side with the same form as the desktop sidebar; applying closes it. */
export function FiltersSheet({ state, categories, subcategories, onApply, defaultOpen = false }: FiltersSheetProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      trigger={<FiltersButton count={selectionCount(selectionOf(state))} />}
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
          setOpen(false);
          onApply(selection);
        }}
      />
    </Sheet>
  );
}

export type SortSheetProps = OnDemandProps<{ value: SortValue; onChange: (sort: SortValue) => void }>;

/** Sort opens a bottom sheet; choosing an option applies it and closes. */
export function SortSheet({ value, onChange, defaultOpen = false }: SortSheetProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen} trigger={<SortButton value={value} />} side="bottom" header="grab" title="Sort by" titleClassName="text-lg text-charcoal">
      <fieldset className="px-2 pb-2">
        <legend className="sr-only">Sort by</legend>
        {SORT_OPTIONS.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`flex h-12 cursor-pointer items-center justify-between rounded-lg px-3 text-[0.9375rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-deep ${checked ? 'font-semibold text-rose-deep' : 'text-charcoal'}`}
            >
              <input
                type="radio"
                name="sort"
                value={option.value}
                checked={checked}
                onChange={() => {
                  setOpen(false);
                  onChange(option.value);
                }}
                className="sr-only"
              />
              {option.label}
              {checked && <Check size={18} aria-hidden="true" />}
            </label>
          );
        })}
      </fieldset>
    </Sheet>
  );
}
