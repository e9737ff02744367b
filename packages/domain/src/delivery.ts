// Delivery promise (issue 22): which pincodes the shop serves, in how many days, with cash on
// delivery or not. Pure rules shared by the API (the authority) and the web (the pincode box). No zod.
import { deliveryDatesText, deliveryWindow } from './delivery-dates.ts';
import { PINCODE_LENGTH } from './constants.ts';
import { formatRupees, paiseToRupees } from './money.ts';
import { digitsOnly } from './phone.ts';

/** An Indian pincode: six digits, the first 1–9. */
export const PINCODE_RULE = /^[1-9]\d{5}$/;
/** The spec's pincode text (account §5 address form). */
export const DELIVERY_PINCODE_MESSAGE = 'Pincode must be 6 digits';

export const isPincode = (text: string): boolean => PINCODE_RULE.test(text);

/** A pincode box keeps digits only, up to 6 (account §5), as the shopper types. */
export function pincodeInput(text: string): string {
  return digitsOnly(text).slice(0, PINCODE_LENGTH);
}

/** What a zone (or the no-zone default) promises. */
export interface DeliveryTerms {
  /** Business days in transit after dispatch. */
  minDays: number;
  maxDays: number;
  cod: boolean;
  /** Added to the order's shipping, in paise (a remote area's surcharge); 0 for none. */
  feePaise: number;
}

/**
 * One rule of the owner's: a pincode, a range or a prefix, stored as the inclusive numeric span it
 * covers. The most specific rule (the narrowest span) wins where rules overlap.
 */
export interface DeliveryRule extends DeliveryTerms {
  /** As the owner writes it: '560001', '560001-560099' or '56*'. */
  pattern: string;
  low: number;
  high: number;
}

/** The owner's settings around the rules (shop_settings 'delivery'). */
export interface DeliverySettings {
  /** Business days from the order to dispatch (the policy's 6–8). */
  dispatchMinDays: number;
  dispatchMaxDays: number;
  /** 'HH:MM' in IST: an order after it counts from the next business day. */
  cutoff: string;
  /** Weekly days off, 0 = Sunday … 6 = Saturday. */
  offDays: number[];
  /** 'YYYY-MM-DD' dates the workshop is closed. */
  holidays: string[];
  /** Pincodes in no zone: served or not, and on what terms. */
  fallback: DeliveryTerms & { serviceable: boolean };
  /** Cash on delivery only up to this order total, in paise. */
  codMaxOrderPaise: number;
}

/**
 * An unconfigured shop: every pincode served on the policy's terms (dispatch 6–8, delivery 5–8
 * business days, Monday to Saturday), cash on delivery up to ₹10,000, no extra fee.
 */
export const DELIVERY_DEFAULTS: Readonly<DeliverySettings> = Object.freeze({
  dispatchMinDays: 6,
  dispatchMaxDays: 8,
  cutoff: '14:00',
  offDays: [0],
  holidays: [],
  fallback: { serviceable: true, minDays: 5, maxDays: 8, cod: true, feePaise: 0 },
  codMaxOrderPaise: 10_000_00,
});

export const DELIVERY_LIMITS = Object.freeze({ maxDays: 60, maxFeeRupees: 10_000, maxCodOrderRupees: 10_00_000, maxHolidays: 200 });

/** The span a pattern covers, or null when it is not one: '560001', '560001-560099', '56' or '56*'. */
export function patternSpan(pattern: string): { low: number; high: number } | null {
  const text = pattern.trim();
  if (isPincode(text)) return { low: Number(text), high: Number(text) };
  const range = /^([1-9]\d{5})\s*-\s*([1-9]\d{5})$/.exec(text);
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2]);
    return low <= high ? { low, high } : null;
  }
  const prefix = /^([1-9]\d{0,4})\*?$/.exec(text);
  if (prefix) {
    const digits = prefix[1]!;
    const scale = 10 ** (6 - digits.length);
    return { low: Number(digits) * scale, high: (Number(digits) + 1) * scale - 1 };
  }
  return null;
}

/** The pattern written back as export writes it (prefixes end in '*'). */
export function canonicalPattern(pattern: string): string {
  const text = pattern.trim().replace(/\s+/g, '');
  if (/^[1-9]\d{0,4}$/.test(text)) return `${text}*`;
  return text;
}

/** Of the rules covering a pincode, the one that decides: the narrowest; on a tie, the first. */
export function mostSpecific<T extends { low: number; high: number }>(covering: readonly T[]): T | null {
  let best: T | null = null;
  for (const rule of covering) if (!best || rule.high - rule.low < best.high - best.low) best = rule;
  return best;
}

export const DELIVERY_MESSAGES = {
  notServed: (pincode: string) => `We don't deliver to ${pincode} yet`,
  codNotHere: 'Cash on delivery is not available for this pincode',
  codOverLimit: (maxPaise: number) => `Cash on delivery is available for orders up to ${formatRupees(paiseToRupees(maxPaise))}`,
  codAvailable: 'Cash on delivery available',
} as const;

/**
 * Why cash on delivery cannot be chosen for this order (null: it can): the zone does not allow it,
 * or the total is above the owner's maximum.
 */
export function codRefusal(estimate: { cod: boolean }, orderTotalPaise: number, codMaxOrderPaise: number): string | null {
  if (!estimate.cod) return DELIVERY_MESSAGES.codNotHere;
  if (orderTotalPaise > codMaxOrderPaise) return DELIVERY_MESSAGES.codOverLimit(codMaxOrderPaise);
  return null;
}

/** The promise for one pincode now: null dates when it is not served. */
export interface DeliveryEstimate {
  pincode: string;
  serviceable: boolean;
  cod: boolean;
  minDate: string | null;
  maxDate: string | null;
  feePaise: number;
}

/**
 * The answer for a pincode, given the rule that covers it (null: none, the fallback applies).
 * `makingDays`: business days a made-to-order piece takes before it can be dispatched (for an
 * order, its slowest piece's), added to both ends of dispatch.
 */
export function estimateDelivery(pincode: string, rule: DeliveryTerms | null, settings: DeliverySettings, now: Date, makingDays = 0): DeliveryEstimate {
  const terms = rule ?? (settings.fallback.serviceable ? settings.fallback : null);
  if (!terms) return { pincode, serviceable: false, cod: false, minDate: null, maxDate: null, feePaise: 0 };
  const window = deliveryWindow(now, {
    ...settings,
    dispatchMinDays: settings.dispatchMinDays + makingDays,
    dispatchMaxDays: settings.dispatchMaxDays + makingDays,
    minDays: terms.minDays,
    maxDays: terms.maxDays,
  });
  return { pincode, serviceable: true, cod: terms.cod, ...window, feePaise: terms.feePaise };
}

/** The pincode box's one line: dates and cash on delivery, or that the pincode is not served. */
export function deliveryAnswerText(estimate: Omit<DeliveryEstimate, 'feePaise'> & { fee?: number }): string {
  if (!estimate.serviceable || !estimate.minDate || !estimate.maxDate) return DELIVERY_MESSAGES.notServed(estimate.pincode);
  const parts = [deliveryDatesText({ minDate: estimate.minDate, maxDate: estimate.maxDate })];
  parts.push(estimate.cod ? DELIVERY_MESSAGES.codAvailable : 'Cash on delivery not available');
  if (estimate.fee) parts.push(`${formatRupees(estimate.fee)} delivery fee`);
  return parts.join(' · ');
}
