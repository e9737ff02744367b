import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../auth';
import { ContactDetails } from './contact-details';

import { SavedAddresses } from './saved-addresses';
import { buttonClass } from '../../components/ui/button';

/** /profile (account §2 Profile screen): contact details, saved addresses and Logout. Signed-in only. */
export function ProfilePage() {
  const { user, logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null; // ProtectedRoute renders this only with a user

  const firstName = user.name?.trim().split(/\s+/)[0];
  return (
    <div className="container-page py-8 sm:py-12">
      <header className="flex items-start justify-between gap-4 border-b border-sand pb-6 sm:items-end">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-rose-deep uppercase">My Account</p>
          <h1 className="mt-1 text-3xl text-charcoal sm:text-4xl">My Profile</h1>
          <p className="mt-1.5 text-[0.9375rem] text-ink-muted">
            {firstName ? `Namaste, ${firstName}! ` : 'Namaste! '}Manage your contact details and delivery addresses.
          </p>
        </div>
        <button
          type="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
          className={buttonClass('secondary', 'sm', 'mt-5 shrink-0 sm:mt-0')}
        >
          <LogOut size={16} aria-hidden="true" />
          Logout
        </button>
      </header>

      <div className="mt-6 grid items-start gap-6 sm:mt-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ContactDetails userId={user._id} />
        <SavedAddresses userId={user._id} />
      </div>
    </div>
  );
}
