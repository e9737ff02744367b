import { SORT_OPTIONS, type SortValue } from '@dhatu/domain';
import { ArrowUpDown, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Sheet } from '../../components/ui/sheet';
import { sortLabel } from './list-filters';

export interface SortControlProps {
  value: SortValue;
  onChange: (sort: SortValue) => void;
}

/** Desktop sort dropdown: a native select (keyboard and screen-reader friendly, no script to load). */
export function SortSelect({ value, onChange }: SortControlProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-muted">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortValue)}
        className="h-10 cursor-pointer rounded-full border border-sand bg-white py-0 pr-9 pl-4 text-sm text-charcoal hover:border-rose focus-visible:border-rose"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Phone: the bottom bar's Sort button opens a bottom sheet; choosing an option applies it and closes. */
export function SortSheet({ value, onChange }: SortControlProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="flex h-14 flex-1 flex-col items-center justify-center gap-0 text-charcoal">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <ArrowUpDown size={17} strokeWidth={1.75} aria-hidden="true" />
            Sort
          </span>
          <span className="text-[0.6875rem] text-ink-muted">{sortLabel(value)}</span>
        </button>
      }
      side="bottom"
      header="grab"
      title="Sort by"
      titleClassName="text-lg text-charcoal"
    >
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
