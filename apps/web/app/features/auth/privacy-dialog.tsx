import * as Dialog from '@radix-ui/react-dialog';
import { ShieldCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import { useAppData } from '../app-data/app-data-context';

/**
 * The login screen's 'Privacy Policy' link (account §2): a modal with a short summary, a link to
 * the full /privacy-policy page and a 'Close' button.
 */
export function PrivacyDialog() {
  const { settings } = useAppData();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="font-semibold text-rose-deep underline decoration-rose/40 underline-offset-2 hover:decoration-rose-deep">
          Privacy Policy
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl animate-pop-in motion-reduce:animate-none">
          <div className="flex items-start justify-between gap-4 border-b border-sand px-5 pt-5 pb-4 sm:px-6">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
                <ShieldCheck size={20} strokeWidth={1.75} />
              </span>
              <Dialog.Title className="font-serif text-xl text-charcoal">Privacy Policy</Dialog.Title>
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close privacy policy" className="icon-button -mt-1 -mr-2">
                <X size={20} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>

          <div className="overflow-y-auto px-5 py-4 text-[0.9375rem] leading-relaxed text-ink-muted sm:px-6">
            <Dialog.Description className="text-charcoal">
              {settings.shopName} collects only what it needs to sign you in and deliver your order, and never sells it.
            </Dialog.Description>
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
              <Dialog.Close asChild>
                <Link to="/privacy-policy" className="font-semibold text-rose-deep underline underline-offset-2">
                  Read the full Privacy Policy
                </Link>
              </Dialog.Close>
            </p>
          </div>

          <div className="flex justify-end border-t border-sand px-5 py-4 sm:px-6">
            <Dialog.Close asChild>
              <button
                type="button"
                className="inline-flex h-11 min-w-28 items-center justify-center rounded-full bg-charcoal px-6 text-sm font-semibold text-ivory transition-colors hover:bg-rose-deep"
              >
                Close
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
