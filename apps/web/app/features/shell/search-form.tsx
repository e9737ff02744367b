import { Search, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchListHref } from '../catalogue';

export interface SearchFormProps {
  /** Focus the box when it appears (the mobile overlay). */
  autoFocus?: boolean;
  className?: string;
}

/** The search term the product list is showing, if we are on it. */
function useCurrentSearch(): string {
  const { pathname, search } = useLocation();
  return pathname === '/products' ? (new URLSearchParams(search).get('search') ?? '') : '';
}

/**
 * 'Search Here' box (storefront §2, §5): a trimmed, non-empty term goes to /products?search=…;
 * an empty one is not submitted; clearing the box while a search is shown goes back to the plain
 * list. It is a real GET form, so it also works before the page's script has loaded.
 */
export function SearchForm({ autoFocus = false, className = '' }: SearchFormProps) {
  const navigate = useNavigate();
  const currentSearch = useCurrentSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(currentSearch);
  // Follow the URL when it changes elsewhere (back button, the other search box, a link).
  const [syncedSearch, setSyncedSearch] = useState(currentSearch);
  if (currentSearch !== syncedSearch) {
    setSyncedSearch(currentSearch);
    setText(currentSearch);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    void navigate(searchListHref(term));
    inputRef.current?.blur(); // drops the phone keyboard so the results are visible
  }

  function onChange(value: string) {
    setText(value);
    if (value === '' && currentSearch) void navigate('/products');
  }

  function clear() {
    onChange('');
    inputRef.current?.focus();
  }

  return (
    <form role="search" action="/products" method="get" onSubmit={onSubmit} className={`relative ${className}`}>
      <input
        ref={inputRef}
        type="search"
        name="search"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search Here"
        aria-label="Search products"
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        className="h-11 w-full rounded-full border border-sand bg-white pr-20 pl-4 text-base text-charcoal lg:text-[0.9375rem] placeholder:text-ink-muted shadow-[inset_0_1px_2px_rgb(42_36_33/0.05)] transition-colors focus:border-rose focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-deep"
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-11 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-cream hover:text-charcoal"
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-rose-deep text-white transition-colors hover:bg-charcoal"
      >
        <Search size={17} aria-hidden="true" />
      </button>
    </form>
  );
}
