import { CheckCircle2, Plus, Star, Trash2 } from 'lucide-react';
import { addressLines } from '../profile';
import type { SavedAddress } from '../profile';
import type { DeliveryEstimate } from '../delivery';
import { unservedMessage } from './checkout-delivery';
import { NEW_ADDRESS, type ShippingChoice } from './checkout-form';
import { DeliveryLine } from './delivery-line';

interface Props {
  addresses: readonly SavedAddress[];
  choice: ShippingChoice;
  onChoose: (choice: ShippingChoice) => void;
  onSetDefault: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
  busy: boolean;
  /** The delivery answer for each address's pincode (by address _id), once known. */
  deliveries: ReadonlyMap<string, DeliveryEstimate | undefined>;
}

const OPTION =
  'flex cursor-pointer gap-3 rounded-2xl border bg-white p-4 transition-colors has-[:checked]:border-rose-deep has-[:checked]:bg-rose-soft/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-deep';

/** Saved addresses as radio cards (default first chosen), then 'Add a new address'. */
export function SavedAddressPicker({ addresses, choice, onChoose, onSetDefault, onDelete, busy, deliveries }: Props) {
  return (
    <div role="radiogroup" aria-label="Shipping address" className="grid gap-3">
      {addresses.map((address) => {
        const [first, ...rest] = addressLines(address);
        const delivery = deliveries.get(address._id);
        // An address the shop does not deliver to cannot be chosen (issue 22): said here, not after Place Order.
        const unserved = unservedMessage(delivery) !== null;
        const deliveryId = `delivery-${address._id}`;
        return (
          <div key={address._id} className="relative">
            <label className={`${OPTION} border-sand ${unserved ? 'cursor-not-allowed bg-mist/60' : ''}`}>
              <input
                type="radio"
                name="shipping-choice"
                value={address._id}
                checked={choice === address._id}
                disabled={unserved}
                onChange={() => onChoose(address._id)}
                className="mt-1 size-4 shrink-0 accent-rose-deep"
                aria-label={`${address.label}: ${addressLines(address).join(', ')}`}
                aria-describedby={delivery ? deliveryId : undefined}
              />
              <span className="min-w-0 flex-1 pr-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-semibold text-charcoal">{address.label}</span>
                  {address.isDefault && (
                    <span className="inline-flex h-6 items-center gap-1 rounded-full bg-success-soft px-2 text-xs font-semibold text-success">
                      <CheckCircle2 size={12} aria-hidden="true" />
                      Default
                    </span>
                  )}
                </span>
                <span className="mt-1 block text-sm font-medium break-words text-charcoal">{first}</span>
                <span className="block text-sm break-words text-ink-muted">{rest.join(', ')}</span>
                <DeliveryLine id={deliveryId} estimate={delivery} />
              </span>
            </label>
            <div className="mt-1 flex justify-end gap-1">
              {!address.isDefault && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onSetDefault(address)}
                  aria-label={`Set ${address.label} address as default`}
                  className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-xs font-semibold text-rose-deep hover:bg-rose-soft disabled:opacity-50"
                >
                  <Star size={13} aria-hidden="true" />
                  Set Default
                </button>
              )}
              <button
                type="button"
                disabled={busy}
                onClick={() => onDelete(address)}
                aria-label={`Delete ${address.label} address`}
                className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-xs font-semibold text-error hover:bg-error-soft disabled:opacity-50"
              >
                <Trash2 size={13} aria-hidden="true" />
                Delete
              </button>
            </div>
          </div>
        );
      })}
      <label className={`${OPTION} border-dashed border-rose/50`}>
        <input
          type="radio"
          name="shipping-choice"
          value={NEW_ADDRESS}
          checked={choice === NEW_ADDRESS}
          onChange={() => onChoose(NEW_ADDRESS)}
          className="mt-1 size-4 shrink-0 accent-rose-deep"
        />
        <span className="flex items-center gap-2 text-sm font-semibold text-rose-deep">
          <Plus size={16} aria-hidden="true" />
          Add a new address
        </span>
      </label>
    </div>
  );
}
