import { CheckCircle2, Pencil, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { addressLines } from './address-form';
import { LABEL_ICONS } from './address-label-icons';
import type { SavedAddress } from './types';

interface AddressCardProps {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  settingDefault: boolean;
  /** Another change to the address book is under way. */
  busy: boolean;
}

const ACTION =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** One saved address: label, default badge, the address, and Edit, Delete, Set Default (not on the default). */
export function AddressCard({ address, onEdit, onDelete, onSetDefault, settingDefault, busy }: AddressCardProps) {
  const headingId = useId();
  const Icon = LABEL_ICONS[address.label] ?? LABEL_ICONS.Other;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-white p-4 transition-shadow sm:p-5 ${address.isDefault ? 'border-rose/60 shadow-[0_8px_24px_-16px_rgb(142_74_85/0.6)]' : 'border-sand'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold text-charcoal">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
            <Icon size={16} />
          </span>
          {address.label}
        </h3>
        {address.isDefault ? (
          <span className="inline-flex h-7 items-center gap-1 rounded-full bg-success-soft px-2.5 text-xs font-semibold text-success">
            <CheckCircle2 size={13} aria-hidden="true" />
            Default
          </span>
        ) : (
          <button
            type="button"
            onClick={onSetDefault}
            disabled={busy}
            aria-busy={settingDefault || undefined}
            aria-describedby={headingId}
            className="-mr-1 inline-flex h-9 items-center gap-1.5 rounded-full border border-rose/40 px-3 text-xs font-semibold text-rose-deep transition-colors hover:bg-rose-soft disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Star size={13} aria-hidden="true" />
            {settingDefault ? 'Setting…' : 'Set Default'}
          </button>
        )}
      </div>

      <address className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-ink-muted not-italic">
        {addressLines(address).map((line, index) => (
          <span key={index} className={`block break-words ${index === 0 ? 'font-medium text-charcoal' : ''}`}>
            {line}
          </span>
        ))}
      </address>

      <div className="-mx-1 mt-4 flex flex-wrap items-center gap-1 border-t border-sand/70 pt-3">
        <button type="button" onClick={onEdit} disabled={busy} aria-describedby={headingId} className={`${ACTION} text-charcoal hover:bg-mist`}>
          <Pencil size={15} aria-hidden="true" />
          Edit
        </button>
        <button type="button" onClick={onDelete} disabled={busy} aria-describedby={headingId} className={`${ACTION} text-error hover:bg-error-soft`}>
          <Trash2 size={15} aria-hidden="true" />
          Delete
        </button>
      </div>
    </article>
  );
}
