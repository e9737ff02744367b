import { formatRupees, POLICY } from '@dhatu/domain';
import type { ShopSettings } from '../app-data';

/**
 * The policy figures of account §9 in the words the pages use, so every page and answer says
 * the same thing. The figures come from POLICY in @dhatu/domain; the shipping charge from settings.
 */
export const FACTS = {
  dispatch: `${POLICY.dispatchBusinessDays} business days`,
  delivery: `${POLICY.shippingDeliveryBusinessDays} business days`,
  lostParcelDays: `${POLICY.lostParcelRefundAfterDays} days`,
  returnRequest: `${POLICY.returnRequestWithinDays} days of receipt`,
  returnWindow: `${POLICY.returnWindowDays}-day return`,
  refund: `${POLICY.refundProcessingWorkingDays} working days`,
  prepaidRefund: `${POLICY.prepaidRefundBusinessDays} business days`,
  codRefund: `${POLICY.codRefundWorkingDays} working days`,
  changeOrCancel: `${POLICY.orderChangeOrCancelHours} hours`,
  silver: `${POLICY.silverPurity} silver`,
  supportReply: `${POLICY.supportReplyHours} hours`,
} as const;

/** True when no order pays for delivery. */
export function shippingAlwaysFree(settings: Pick<ShopSettings, 'shippingFee' | 'freeShippingThreshold'>): boolean {
  return settings.shippingFee === 0 || settings.freeShippingThreshold === 0;
}

/**
 * 'Free shipping within India…' with the shop's real rule: every order when the fee or the threshold
 * is 0, otherwise from the threshold up, so a page never promises more than checkout charges.
 */
export function freeShippingSentence(settings: Pick<ShopSettings, 'shippingFee' | 'freeShippingThreshold'>): string {
  if (shippingAlwaysFree(settings)) return 'Free shipping within India on every order.';
  return `Free shipping within India on every order of ${formatRupees(settings.freeShippingThreshold)} or more; below that, a flat delivery charge of ${formatRupees(settings.shippingFee)} is added at checkout.`;
}

/** The short form for a fact card. */
export function freeShippingShort(settings: Pick<ShopSettings, 'shippingFee' | 'freeShippingThreshold'>): string {
  return shippingAlwaysFree(settings) ? 'On every order in India' : `Within India, on orders of ${formatRupees(settings.freeShippingThreshold)}+`;
}
