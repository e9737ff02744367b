import { X } from 'lucide-react';
import type { Category, Subcategory } from '../app-data';
import { EMPTY_SELECTION, filterChips, type FilterSelection } from './list-filters';

export interface FilterChipsProps {
  selection: FilterSelection;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  onApply: (selection: FilterSelection) => void;
}

/** The applied filters above the grid; each chip removes its filter at once. */
export function FilterChips({ selection, categories, subcategories, onApply }: FilterChipsProps) {
  const chips = filterChips(selection, categories, subcategories);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Applied filters" className="mb-5 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onApply(chip.without)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-sand bg-white pr-2.5 pl-3 text-[0.8125rem] text-charcoal hover:border-rose hover:text-rose-deep"
          >
            {chip.label}
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={() => onApply(EMPTY_SELECTION)}
            className="h-8 px-2 text-[0.8125rem] font-semibold text-rose-deep underline underline-offset-4 hover:text-charcoal"
          >
            Clear All
          </button>
        </li>
      )}
    </ul>
  );
}
