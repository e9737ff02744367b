import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';

export interface HeaderIconLinkProps {
  to: string;
  /** Accessible name, e.g. 'Cart'; the count is added to it when above 0. */
  label: string;
  icon: LucideIcon;
  count: number;
}

/** Wishlist and cart icons: a link with a count badge shown only when the count is above 0. */
export function HeaderIconLink({ to, label, icon: Icon, count }: HeaderIconLinkProps) {
  const name = count > 0 ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label;
  return (
    <NavLink to={to} aria-label={name} className="icon-button aria-[current=page]:text-rose-deep">
      <Icon size={22} strokeWidth={1.75} aria-hidden="true" />
      <CountBadge count={count} />
    </NavLink>
  );
}
