import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, Search } from 'lucide-react';
import { Link } from 'react-router';
import { useAppData } from '../app-data/app-data-context';
import { categoryListHref } from '../catalogue/catalogue-links';
import { SearchForm } from './search-form';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/** Phones: a search icon that opens a full-screen search overlay; it closes once a search navigates. */
export function MobileSearch({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useOpenUntilNavigation(defaultOpen);
  const { materialCategories } = useAppData();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label="Search" className="icon-button">
          <Search size={22} strokeWidth={1.75} aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-ivory animate-fade-in motion-reduce:animate-none"
        >
          <Dialog.Title className="sr-only">Search products</Dialog.Title>
          <div className="flex items-center gap-2 border-b border-sand px-3 py-3">
            <Dialog.Close asChild>
              <button type="button" aria-label="Close search" className="icon-button shrink-0">
                <ArrowLeft size={22} strokeWidth={1.75} aria-hidden="true" />
              </button>
            </Dialog.Close>
            <SearchForm autoFocus className="flex-1" />
          </div>
          {materialCategories.length > 0 && (
            <nav aria-label="Shop by material" className="px-4 py-6">
              <h2 className="mb-3 text-xs font-semibold tracking-[0.18em] text-ink-muted uppercase font-sans">Shop by material</h2>
              <ul className="flex flex-wrap gap-2">
                {materialCategories.map((category) => (
                  <li key={category._id}>
                    <Link
                      to={categoryListHref(category._id)}
                      className="inline-flex h-10 items-center rounded-full border border-sand bg-white px-4 text-sm text-charcoal hover:border-rose hover:text-rose-deep"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
