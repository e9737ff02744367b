import { ArrowLeft, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Sheet, SheetClose } from '../../components/ui/sheet';
import { useAppData } from '../app-data';
import { categoryListHref } from '../catalogue';
import { SearchForm } from './search-form';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/** Phones: a search icon that opens a full-screen search overlay; it closes once a search navigates. */
export function MobileSearch({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useOpenUntilNavigation(defaultOpen);
  const { materialCategories } = useAppData();

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" aria-label="Search" className="icon-button">
          <Search size={22} strokeWidth={1.75} aria-hidden="true" />
        </button>
      }
      side="full"
      header="hidden"
      title="Search products"
    >
      <div className="flex items-center gap-2 border-b border-sand px-3 py-3">
        <SheetClose asChild>
          <button type="button" aria-label="Close search" className="icon-button shrink-0">
            <ArrowLeft size={22} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </SheetClose>
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
    </Sheet>
  );
}
