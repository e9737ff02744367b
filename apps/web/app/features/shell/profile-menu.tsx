import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { useAuth } from '../auth';
import { loginState, PROFILE_MENU_LINKS } from './account-links';
import { useOpenUntilNavigation } from './use-open-until-navigation';

const ITEM =
  'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-charcoal outline-none select-none data-[highlighted]:bg-rose-soft data-[highlighted]:text-rose-deep';

/**
 * The account icon's dropdown (storefront §2). Radix closes it on a click outside or Escape.
 * Non-modal: a modal menu hides the page from assistive technology with aria-hidden while its links
 * stay focusable (axe: aria-hidden-focus), and locks scrolling for a small popover.
 */
export function ProfileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user, loading, isAuthenticated, logout } = useAuth();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useOpenUntilNavigation(defaultOpen);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button type="button" aria-label="Account" className="icon-button">
          <UserRound size={22} strokeWidth={1.75} aria-hidden="true" />
          {isAuthenticated && <span aria-hidden="true" className="absolute right-2 bottom-2 size-2 rounded-full bg-brass ring-2 ring-ivory" />}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 rounded-xl border border-sand bg-white p-2 shadow-[0_12px_32px_-12px_rgb(42_36_33/0.35)] animate-pop-in motion-reduce:animate-none"
        >
          {loading ? (
            <div className="flex justify-center py-4">
              <Loader size="small" />
            </div>
          ) : isAuthenticated ? (
            <>
              <DropdownMenu.Label className="px-3 pt-2 pb-3 text-xs text-ink-muted">
                Signed in{user?.name ? <> as <span className="font-semibold text-charcoal">{user.name}</span></> : null}
              </DropdownMenu.Label>
              {PROFILE_MENU_LINKS.map(({ to, label, icon: Icon }) => (
                <DropdownMenu.Item key={to} asChild className={ITEM}>
                  <Link to={to}>
                    <Icon size={18} strokeWidth={1.75} aria-hidden="true" className="text-ink-muted" />
                    {label}
                  </Link>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-sand" />
              <DropdownMenu.Item className={ITEM} onSelect={logout}>
                <LogOut size={18} strokeWidth={1.75} aria-hidden="true" className="text-ink-muted" />
                Logout
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Label className="px-3 pt-2 pb-3 text-sm text-ink-muted">Please login to access your account</DropdownMenu.Label>
              <DropdownMenu.Item asChild className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full bg-rose-deep px-4 text-sm font-semibold text-white outline-none data-[highlighted]:bg-charcoal">
                <Link to="/login" state={loginState(pathname, search)}>
                  <LogIn size={17} aria-hidden="true" />
                  Login / Sign Up
                </Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
