import { formatIndianPhone } from '@dhatu/domain';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../auth';
import { buttonClass } from '../../../components/ui/button';


export const NO_ACCESS_MESSAGE = 'You do not have access to the admin console';

/** A signed-in customer (or an admin whose role was taken away) who opened /admin. */
export function NoAccess() {
  const { user, logout } = useAuth();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-motif px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-sand bg-white p-8 text-center shadow-[0_24px_48px_-24px_rgb(42_36_33/0.35)]">
        <span aria-hidden="true" className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
          <ShieldAlert size={26} strokeWidth={1.6} />
        </span>
        <h1 className="mt-4 text-2xl text-charcoal">{NO_ACCESS_MESSAGE}</h1>
        <p className="mt-2 text-sm text-ink-muted">
          {user?.phone ? `You are signed in as ${formatIndianPhone(user.phone)}. ` : ''}The console is only for the shop&apos;s staff. If you run this shop, sign in with
          the admin&apos;s mobile number.
        </p>
        <div className="mt-6 grid gap-3 sm:flex sm:justify-center">
          <Link to="/" className={buttonClass('primary', 'md')}>
            Back to shop
          </Link>
          <button type="button" onClick={() => void logout()} className={buttonClass('secondary', 'md')}>
            Logout
          </button>
        </div>
      </div>
    </main>
  );
}
