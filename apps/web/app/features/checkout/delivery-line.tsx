import { MapPinOff, Truck } from 'lucide-react';
import type { DeliveryEstimate } from '../delivery';
import { unservedMessage } from './checkout-delivery';

/**
 * The delivery promise beside an address: the dates and cash on delivery, or that the shop does
 * not deliver there (announced when `announce`: a pincode just typed).
 */
export function DeliveryLine({ id, estimate, announce = false }: { id?: string; estimate: DeliveryEstimate | undefined; announce?: boolean }) {
  if (!estimate) return null;
  const refusal = unservedMessage(estimate);
  if (refusal) {
    return (
      <p id={id} role={announce ? 'alert' : undefined} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-error">
        <MapPinOff size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
        {refusal}
      </p>
    );
  }
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-emerald-800">
      <Truck size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      {estimate.message}
    </p>
  );
}
