import { Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Suggestions } from '@dhatu/domain/contracts';
import { searchListHref } from '../catalogue';

// The list and its rows load once the shopper types (the first page's script stays small).
const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = lazy(loadSuggestions);
/** Suggestions wait for a pause in typing, and start at two letters (as the API does). */
const SUGGEST_AFTER_MS = 150;
const SUGGEST_FROM = 2;

/** The suggestions for what has been typed, fetched after a pause; an answer for older text is dropped. */
function useSuggestions(text: string): Suggestions | null {
  const [found, setFound] = useState<{ text: string; suggestions: Suggestions } | null>(null);
  const term = text.trim();
  useEffect(() => {
    if (term.length < SUGGEST_FROM) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(term)}`, { signal: controller.signal });
          if (res.ok) setFound({ text: term, suggestions: (await res.json()) as Suggestions });
        } catch { /* aborted or offline: no suggestions, the search still works */ }
      })();
    }, SUGGEST_AFTER_MS);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [term]);
  return found && found.text === term && term.length >= SUGGEST_FROM ? found.suggestions : null;
}

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
  const listId = useId().replace(/:/g, '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useSuggestions(open ? text : '');
  const [options, setOptions] = useState<{ id: string; href: string }[]>([]);
  useEffect(() => {
    setActive(-1);
    if (!found) return setOptions([]);
    void loadSuggestions().then((m) => setOptions(m.suggestionOptions(listId, found)));
  }, [found, listId]);
  const shown = open && found !== null && options.length > 0;
  // Follow the URL when it changes elsewhere (back button, the other search box, a link).
  const [syncedSearch, setSyncedSearch] = useState(currentSearch);
  if (currentSearch !== syncedSearch) {
    setSyncedSearch(currentSearch);
    setText(currentSearch);
  }

  function go(href: string) {
    setOpen(false);
    void navigate(href);
    inputRef.current?.blur(); // drops the phone keyboard so the results are visible
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = shown ? options[active] : undefined;
    if (chosen) return go(chosen.href);
    const term = text.trim();
    if (!term) return;
    go(searchListHref(term));
  }

  /** The combobox's keys: arrows walk the suggestions, Escape closes them (a second Escape clears). */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    if (!shown) return;
    // -1 is the input itself: past the last row the arrows come back to what was typed.
    const last = options.length - 1;
    setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : (current <= -1 ? last : current - 1)));
  }

  function onChange(value: string) {
    setText(value);
    setOpen(true);
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
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder="Search Here"
        aria-label="Search products"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown && options[active] ? options[active].id : undefined}
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
      {shown && (
        <Suspense fallback={null}>
          <SearchSuggestions listId={listId} found={found} activeId={options[active]?.id ?? null} onChoose={go} />
        </Suspense>
      )}
    </form>
  );
}
