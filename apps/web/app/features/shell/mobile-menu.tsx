import { ChevronRight, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { MenuSheet } from '../../components/ui/sheet';
import { useAppData } from '../app-data';
import { useAuth } from '../auth';
import { categoryListHref } from '../catalogue';
import { loginState, SIDE_MENU_LINKS } from './account-links';
import { useOpenUntilNavigation } from './use-open-until-navigation';
import { buttonClass } from '../../components/ui/button';

const ROW = 'flex h-12 items-center justify-between gap-3 px-5 text-[0.9375rem] text-charcoal hover:bg-rose-soft hover:text-rose-deep';

/** Phones and tablets: a left sheet with WELCOME, the categories and the account links (storefront §2). */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useOpenUntilNavigation(defaultOpen);
  const { materialCategories } = useAppData();
  const { loading, isAuthenticated, logout } = useAuth();
  const { pathname, search } = useLocation();

  return (
    <MenuSheet
      open={open}
      onOpenChange={setOpen}
      name="menu"
      title="WELCOME"
      titleClassName="mt-1 text-lg tracking-[0.3em] text-charcoal"
      className="w-[86%] max-w-sm"
    >
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
                    void logout();
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
              className={buttonClass('primary', 'md', 'w-full tracking-[0.12em]')}
            >
              LOGIN / SIGNUP
            </Link>
          </div>
        )}
      </div>
    </MenuSheet>
  );
}
