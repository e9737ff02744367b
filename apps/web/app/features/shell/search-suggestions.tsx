import { formatRupees, imageVariantUrl } from '@dhatu/domain';
import type { Suggestions } from '@dhatu/domain/contracts';
import { categoryListHref, productHref } from '../catalogue';

/** One row of the list: its id (aria-activedescendant), where it leads, and what it shows. */
export interface SuggestionOption { id: string; href: string; label: string }

/** The rows in the order the arrow keys walk them: categories first, then products. */
export function suggestionOptions(listId: string, found: Suggestions): SuggestionOption[] {
  return [
    ...found.categories.map((c) => ({ id: `${listId}-c-${c._id}`, href: categoryListHref(c._id), label: c.name })),
    ...found.products.map((p) => ({ id: `${listId}-p-${p._id}`, href: productHref(p._id), label: p.name })),
  ];
}

interface Props {
  listId: string;
  found: Suggestions;
  activeId: string | null;
  /** A row chosen by pointer (the input keeps focus: mousedown is prevented). */
  onChoose: (href: string) => void;
}

/**
 * The search box's suggestions (ARIA combobox pattern, issue 28): a listbox under the input whose
 * rows the input's arrow keys walk (aria-activedescendant); loaded only once the shopper types, so
 * pages start without it.
 */
export default function SearchSuggestions({ listId, found, activeId, onChoose }: Props) {
  const options = suggestionOptions(listId, found);
  const choose = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    onChoose(href);
  };
  return (
    <ul id={listId} role="listbox" aria-label="Suggestions"
      className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-auto rounded-xl border border-sand bg-white py-1 text-left shadow-lg">
      {found.categories.map((c, i) => {
        const option = options[i]!;
        return (
          <li key={option.id} id={option.id} role="option" aria-selected={activeId === option.id}
            onMouseDown={choose(option.href)}
            className={`flex cursor-pointer items-center gap-2 px-4 py-2 text-sm text-charcoal ${activeId === option.id ? 'bg-cream' : 'hover:bg-cream'}`}>
            <span className="text-ink-muted">In category</span> <span className="font-semibold">{c.name}</span>
          </li>
        );
      })}
      {found.products.map((p, i) => {
        const option = options[found.categories.length + i]!;
        return (
          <li key={option.id} id={option.id} role="option" aria-selected={activeId === option.id}
            onMouseDown={choose(option.href)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${activeId === option.id ? 'bg-cream' : 'hover:bg-cream'}`}>
            {p.image
              ? <img src={imageVariantUrl(p.image, 240)} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-md bg-cream object-cover" />
              : <span className="size-10 shrink-0 rounded-md bg-cream" aria-hidden="true" />}
            <span className="min-w-0 flex-1 truncate text-sm text-charcoal">{p.name}</span>
            <span className="shrink-0 text-sm font-semibold text-charcoal">{formatRupees(p.discountedPrice)}</span>
          </li>
        );
      })}
    </ul>
  );
}
