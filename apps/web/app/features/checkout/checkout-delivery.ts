import { codRefusal, rupeesToPaise } from '@dhatu/domain';
import type { CartView } from '../cart';
import type { DeliveryEstimate } from '../delivery';

/**
 * The cart as checkout shows it for a pincode: a zone's delivery fee joins the shipping and the
 * total (the server charges it the same way, and refuses a total other than the one shown).
 */
export function withDeliveryFee(view: CartView, estimate: DeliveryEstimate | undefined): CartView {
  const fee = estimate?.serviceable ? estimate.fee : 0;
  if (fee === 0) return view;
  const { summary } = view;
  return { ...view, summary: { ...summary, shippingFee: summary.shippingFee + fee, total: summary.total + fee } };
}

/** Why the order cannot go to this address (null: it can, or the answer is not in yet). */
export function unservedMessage(estimate: DeliveryEstimate | undefined): string | null {
  return estimate && !estimate.serviceable ? `${estimate.message}. Please choose another address.` : null;
}

/** Why cash on delivery is hidden for this address and total (null: it is offered). */
export function codHiddenReason(estimate: DeliveryEstimate | undefined, totalRupees: number): string | null {
  if (!estimate?.serviceable) return null;
  return codRefusal(estimate, rupeesToPaise(totalRupees), rupeesToPaise(estimate.codMaxOrderValue));
}
