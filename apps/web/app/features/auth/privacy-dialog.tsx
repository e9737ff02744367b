import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAppData } from '../app-data';
import { buttonClass } from '../../components/ui/button';
import { Dialog, DialogClose, DialogDescription } from '../../components/ui/dialog';

/**
 * The login screen's 'Privacy Policy' link (account §2): a modal with a short summary, a link to
 * the full /privacy-policy page and a 'Close' button.
 */
export function PrivacyDialog() {
  const { settings } = useAppData();
  return (
    <Dialog
      trigger={
        <button type="button" className="font-semibold text-rose-deep underline decoration-rose/40 underline-offset-2 hover:decoration-rose-deep">
          Privacy Policy
        </button>
      }
      title="Privacy Policy"
      icon={<ShieldCheck size={20} strokeWidth={1.75} />}
      closeLabel="Close privacy policy"
      describedInBody
      footer={
        <DialogClose asChild>
          <button type="button" className={buttonClass('primary', 'md', 'min-w-28')}>
            Close
          </button>
        </DialogClose>
      }
    >
      <div className="text-[0.9375rem] leading-relaxed text-ink-muted">
        <DialogDescription className="text-charcoal">
          {settings.shopName} collects only what it needs to sign you in and deliver your order, and never sells it.
        </DialogDescription>
        <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-rose">
          <li>Your mobile number signs you in with a one-time code sent by SMS, and lets us reach you about your orders.</li>
          <li>Your name, e-mail and saved addresses are used to deliver your orders and send your invoices.</li>
          <li>Card, UPI and bank details are handled by our payment partner and never reach us.</li>
          <li>
            You can change your details in your profile at any time, or write to{' '}
            <a href={`mailto:${settings.email}`} className="font-medium text-rose-deep underline underline-offset-2">
              {settings.email}
            </a>{' '}
            to see or erase your data.
          </li>
        </ul>
        <p className="mt-4">
          <DialogClose asChild>
            <Link to="/privacy-policy" className="font-semibold text-rose-deep underline underline-offset-2">
              Read the full Privacy Policy
            </Link>
          </DialogClose>
        </p>
      </div>
    </Dialog>
  );
}
