import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FILTER_INPUT, FILTER_LABEL } from './styles';

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
}

const DEBOUNCE_MS = 350;

/** A labelled search field that searches as the admin types (after a short pause) or on Enter. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed under us (Back, a link): show what is being searched.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <div className="relative">
        <Search size={16} aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={`${FILTER_INPUT} pr-9 pl-9`}
          autoComplete="off"
          enterKeyHint="search"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-rose-soft hover:text-rose-deep"
          >
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}
