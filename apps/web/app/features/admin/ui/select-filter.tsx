import { useId } from 'react';
import { FILTER_INPUT, FILTER_LABEL } from './styles';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled native select for a list filter ('' is "all"). */
export function SelectFilter({ label, value, options, onChange }: { label: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${FILTER_INPUT} pr-8`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
