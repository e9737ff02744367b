import { SORT_OPTIONS, type SortValue } from '@dhatu/domain';
import { useId } from 'react';

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
