import { formatIndianPhone } from '@dhatu/domain';
import { LogOut, Store } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../auth';
import { ADMIN_LINKS } from './admin-links';

const ROW = 'flex h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] transition-colors';
const IDLE = 'text-charcoal-soft hover:bg-rose-soft hover:text-rose-deep';
const CURRENT = 'bg-charcoal font-semibold text-ivory';

/** The console's links, 'Back to shop' and Logout: the same list in the sidebar and the phone drawer. */
export function AdminNav() {
  const { user, logout } = useAuth();
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Admin" className="flex-1 px-3 py-4">
        <ul className="space-y-1">
          {ADMIN_LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={({ isActive }) => `${ROW} ${isActive ? CURRENT : IDLE}`}>
                <Icon size={19} strokeWidth={1.75} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-sand px-3 py-4">
        <Link to="/" className={`${ROW} ${IDLE}`}>
          <Store size={19} strokeWidth={1.75} aria-hidden="true" />
          Back to shop
        </Link>
        <button type="button" onClick={() => void logout()} className={`${ROW} ${IDLE} w-full`}>
          <LogOut size={19} strokeWidth={1.75} aria-hidden="true" />
          Logout
        </button>
        {user?.phone && (
          <p className="px-3 pt-2 text-xs text-ink-muted">
            Signed in as <span className="font-semibold text-charcoal">{user.name || formatIndianPhone(user.phone)}</span>
          </p>
        )}
      </div>
    </div>
  );
}
