import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight, LogOut, Menu, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { Logo } from '../../components/ui/logo';
import { useAppData } from '../app-data/app-data-context';
import { useAuth } from '../auth/auth-context';
import { categoryListHref } from '../catalogue/catalogue-links';
import { loginState, SIDE_MENU_LINKS } from './account-links';
import { useOpenUntilNavigation } from './use-open-until-navigation';

const ROW = 'flex h-12 items-center justify-between gap-3 px-5 text-[0.9375rem] text-charcoal hover:bg-rose-soft hover:text-rose-deep';

/** Phones and tablets: a left sheet with WELCOME, the categories and the account links (storefront §2). */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useOpenUntilNavigation(defaultOpen);
  const { materialCategories } = useAppData();
  const { loading, isAuthenticated, logout } = useAuth();
  const { pathname, search } = useLocation();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label="Open menu" className="icon-button -ml-2">
          <Menu size={24} strokeWidth={1.75} aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[86%] max-w-sm flex-col overflow-y-auto bg-ivory shadow-2xl animate-sheet-in-left motion-reduce:animate-none"
        >
          <div className="flex items-center justify-between border-b border-sand bg-motif px-5 py-4">
            <div>
              <Logo className="mb-2 h-7 w-auto" />
              <Dialog.Title className="text-lg tracking-[0.3em] text-charcoal">WELCOME</Dialog.Title>
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close menu" className="icon-button -mr-2">
                <X size={22} strokeWidth={1.75} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>

          {materialCategories.length > 0 && (
            <nav aria-label="Categories" className="border-b border-sand py-2">
              <ul>
                {materialCategories.map((category) => (
                  <li key={category._id}>
                    <Link to={categoryListHref(category._id)} className={`${ROW} font-medium tracking-[0.12em] uppercase`}>
                      {category.name}
                      <ChevronRight size={18} aria-hidden="true" className="text-rose" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <div className="py-2">
            {loading ? (
              <div className="flex justify-center py-6">
                <Loader size="small" />
              </div>
            ) : isAuthenticated ? (
              <nav aria-label="Account">
                <ul>
                  {SIDE_MENU_LINKS.map(({ to, label, icon: Icon }) => (
                    <li key={to}>
                      <Link to={to} className={ROW}>
                        <span className="flex items-center gap-3">
                          <Icon size={19} strokeWidth={1.75} aria-hidden="true" className="text-ink-muted" />
                          {label}
                        </span>
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        logout();
                        setOpen(false);
                      }}
                      className={`${ROW} w-full`}
                    >
                      <span className="flex items-center gap-3">
                        <LogOut size={19} strokeWidth={1.75} aria-hidden="true" className="text-ink-muted" />
                        Logout
                      </span>
                    </button>
                  </li>
                </ul>
              </nav>
            ) : (
              <div className="px-5 py-4">
                <p className="mb-3 text-sm text-ink-muted">To access account and manage orders</p>
                <Link
                  to="/login"
                  state={loginState(pathname, search)}
                  className="inline-flex h-11 w-full items-center justify-center rounded-full bg-rose-deep px-5 text-sm font-semibold tracking-[0.12em] text-white hover:bg-charcoal"
                >
                  LOGIN / SIGNUP
                </Link>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
