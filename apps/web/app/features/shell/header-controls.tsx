import { Menu, Search, UserRound } from 'lucide-react';
import { useAuth } from '../auth';
import { OnDemandControl } from '../../components/ui/on-demand-control';

// Loaders at module level: the same function each render, so a loaded control is remembered.
const loadMobileMenu = () => import('./mobile-menu').then((m) => m.MobileMenu);
const loadMobileSearch = () => import('./mobile-search').then((m) => m.MobileSearch);
const loadProfileMenu = () => import('./profile-menu').then((m) => m.ProfileMenu);

/** 'Open menu' (phones and tablets): the side menu, fetched when the shopper reaches for it. */
export function MobileMenuControl() {
  return (
    <OnDemandControl
      load={loadMobileMenu}
      controlProps={{}}
      standIn={(handlers) => (
        <button type="button" aria-label="Open menu" aria-haspopup="dialog" aria-expanded={false} className="icon-button -ml-2" {...handlers}>
          <Menu size={24} strokeWidth={1.75} aria-hidden="true" />
        </button>
      )}
    />
  );
}

/** The phone's search icon: the full-screen search overlay, fetched when the shopper reaches for it. */
export function MobileSearchControl() {
  return (
    <OnDemandControl
      load={loadMobileSearch}
      controlProps={{}}
      standIn={(handlers) => (
        <button type="button" aria-label="Search" aria-haspopup="dialog" aria-expanded={false} className="icon-button" {...handlers}>
          <Search size={22} strokeWidth={1.75} aria-hidden="true" />
        </button>
      )}
    />
  );
}

/** The account icon: its dropdown, fetched when the shopper reaches for it. */
export function ProfileMenuControl() {
  const { isAuthenticated } = useAuth();
  return (
    <OnDemandControl
      load={loadProfileMenu}
      controlProps={{}}
      standIn={(handlers) => (
        <button type="button" aria-label="Account" aria-haspopup="menu" aria-expanded={false} className="icon-button" {...handlers}>
          <UserRound size={22} strokeWidth={1.75} aria-hidden="true" />
          {isAuthenticated && <span aria-hidden="true" className="absolute right-2 bottom-2 size-2 rounded-full bg-brass ring-2 ring-ivory" />}
        </button>
      )}
    />
  );
}
