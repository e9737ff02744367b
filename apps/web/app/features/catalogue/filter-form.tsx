import { PRICE_RANGES, type ProductListState } from '@dhatu/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Category, Subcategory } from '../app-data';
import {
  EMPTY_SELECTION, offeredSubcategories, sameSelection, selectionCount, selectionOf, toggleCategory, togglePriceRange,
  toggleSubcategory, type FilterSelection,
} from './list-filters';

export interface FilterFormProps {
  /** The list's applied state (from the URL). */
  state: ProductListState;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  /** Apply a selection: the page puts it in the URL (page 1). */
  onApply: (selection: FilterSelection) => void;
  /** Prefix for input ids, so the sidebar and the phone panel can share a page. */
  idPrefix: string;
  /** 'sidebar' (desktop) or 'sheet' (phone panel: buttons pinned to the bottom). */
  variant: 'sidebar' | 'sheet';
}

/**
 * The filter panel (storefront §4): categories, the subcategories of selected categories, price
 * ranges. Ticks are a draft until Apply Filters, which is enabled only when the draft differs from
 * what is applied; Clear All empties everything and applies at once. It is a real GET form, so it
 * also works before the script has loaded.
 */
export function FilterForm({ state, categories, subcategories, onApply, idPrefix, variant }: FilterFormProps) {
  const applied = selectionOf(state);
  const [draft, setDraft] = useState<FilterSelection>(applied);
  // Back, forward, a chip or a header link change the applied filters: the draft follows them.
  const appliedKey = JSON.stringify(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (appliedKey !== syncedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }
  const offered = offeredSubcategories(subcategories, draft.categories);
  const changed = !sameSelection(draft, applied);
  const anything = selectionCount(draft) > 0 || selectionCount(applied) > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changed) onApply(draft);
  }

  function clearAll() {
    setDraft(EMPTY_SELECTION);
    onApply(EMPTY_SELECTION);
  }

  const sheet = variant === 'sheet';
  return (
    <form
      action="/products"
      method="get"
      onSubmit={submit}
      aria-label="Filters"
      className={
        sheet
          ? 'flex min-h-0 flex-1 flex-col'
          : // The sidebar sticks under the header; a long list scrolls inside it so the buttons stay in view.
            'flex max-h-[calc(100dvh-7.5rem)] flex-col rounded-xl border border-sand/70 bg-white'
      }
    >
      {state.search && <input type="hidden" name="search" value={state.search} />}
      {state.sort !== 'none' && <input type="hidden" name="sort" value={state.sort} />}

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-2">
        {categories.length > 0 && (
          <FilterGroup legend="Categories">
            {categories.map((category) => (
              <Check
                key={category._id}
                id={`${idPrefix}-cat-${category._id}`}
                name="categories"
                value={category._id}
                label={category.name}
                checked={draft.categories.includes(category._id)}
                onChange={() => setDraft((d) => toggleCategory(d, category._id, subcategories))}
              />
            ))}
          </FilterGroup>
        )}

        {offered.length > 0 && (
          <FilterGroup legend="Subcategories">
            {offered.map((subcategory) => (
              <Check
                key={subcategory._id}
                id={`${idPrefix}-sub-${subcategory._id}`}
                name="subcategories"
                value={subcategory._id}
                label={subcategory.name}
                checked={draft.subcategories.includes(subcategory._id)}
                onChange={() => setDraft((d) => toggleSubcategory(d, subcategory._id))}
              />
            ))}
          </FilterGroup>
        )}

        <FilterGroup legend="Price">
          {PRICE_RANGES.map((range, index) => (
            <Check
              key={range.label}
              id={`${idPrefix}-price-${index}`}
              name="priceRanges"
              value={String(index)}
              label={range.label}
              checked={draft.priceRanges.includes(index)}
              onChange={() => setDraft((d) => togglePriceRange(d, index))}
            />
          ))}
        </FilterGroup>
      </div>

      <div
        className={
          sheet
            ? 'grid grid-cols-2 gap-3 border-t border-sand bg-ivory px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]'
            : 'flex flex-col-reverse gap-2 border-t border-sand/70 px-5 py-4'
        }
      >
        <button
          type="button"
          onClick={clearAll}
          disabled={!anything}
          className="inline-flex h-11 items-center justify-center rounded-full border border-charcoal/70 px-4 text-sm font-semibold whitespace-nowrap text-charcoal hover:bg-charcoal hover:text-ivory disabled:cursor-not-allowed disabled:border-sand disabled:text-ink-muted/60 disabled:hover:bg-transparent"
        >
          Clear All
        </button>
        <button
          type="submit"
          disabled={!changed}
          className="inline-flex h-11 items-center justify-center rounded-full bg-rose-deep px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-charcoal disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink-muted"
        >
          Apply Filters
        </button>
      </div>
    </form>
  );
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-sand/70 py-4 last:border-b-0">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-[0.18em] text-ink-muted uppercase">{legend}</legend>
      <div className="clear-left space-y-0.5">{children}</div>
    </fieldset>
  );
}

interface CheckProps {
  id: string;
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}

function Check({ id, name, value, label, checked, onChange }: CheckProps) {
  return (
    <div className="flex min-h-10 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-[1.125rem] shrink-0 cursor-pointer accent-rose-deep"
      />
      <label htmlFor={id} className="flex-1 cursor-pointer py-2 text-[0.9375rem] text-charcoal">
        {label}
      </label>
    </div>
  );
}
