import { Heart, Package, ShoppingBag, UserRound, type LucideIcon } from 'lucide-react';

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Profile dropdown order (storefront §2): Cart, Wishlist, Orders, Profile, then Logout. */
export const PROFILE_MENU_LINKS: readonly AccountLink[] = [
  { to: '/cart', label: 'Cart', icon: ShoppingBag },
  { to: '/wishlist', label: 'Wishlist', icon: Heart },
  { to: '/orders', label: 'Orders', icon: Package },
  { to: '/profile', label: 'Profile', icon: UserRound },
];

/** Mobile side menu order (storefront §2): Profile, Orders, Wishlist, Cart, then Logout. */
export const SIDE_MENU_LINKS: readonly AccountLink[] = [
  { to: '/profile', label: 'Profile', icon: UserRound },
  { to: '/orders', label: 'Orders', icon: Package },
  { to: '/wishlist', label: 'Wishlist', icon: Heart },
  { to: '/cart', label: 'Cart', icon: ShoppingBag },
];

/**
 * Router state for a link to /login: the page to come back to after signing in (account §2,
 * "the remembered 'from' path"). Nothing to remember when already on the login screen.
 */
export function loginState(pathname: string, search: string): { from: string } | undefined {
  if (pathname === '/login' || pathname === '/signup') return undefined;
  return { from: pathname + search };
}
