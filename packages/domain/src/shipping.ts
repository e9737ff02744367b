import { DEFAULT_SHIPPING_FEE, FREE_SHIPPING_THRESHOLD } from './constants.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';

/** The spec's shipping result. Paise from shippingQuotePaise, rupees from shippingQuote. */
export interface ShippingQuote {
  shippingFee: number;
  isFreeShipping: boolean;
  minOrderForFree: number;
  remainingForFreeShipping: number;
}

export interface ShippingSettingsPaise {
  feePaise: number;
  thresholdPaise: number;
}

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettingsPaise = {
  feePaise: rupeesToPaise(DEFAULT_SHIPPING_FEE),
  thresholdPaise: rupeesToPaise(FREE_SHIPPING_THRESHOLD),
};

/**
 * Shipping on an order amount (the discounted subtotal minus the coupon, spec §9), in paise.
 * Free once the amount reaches the threshold: ₹1000 exactly ships free, ₹999 pays the fee.
 */
export function shippingQuotePaise(
  orderAmountPaise: number,
  settings: Partial<ShippingSettingsPaise> = {},
): ShippingQuote {
  const fee = Math.max(0, settings.feePaise ?? DEFAULT_SHIPPING_SETTINGS.feePaise);
  const threshold = Math.max(0, settings.thresholdPaise ?? DEFAULT_SHIPPING_SETTINGS.thresholdPaise);
  const amount = Math.max(0, orderAmountPaise);
  const isFreeShipping = amount >= threshold || fee === 0;
  return {
    shippingFee: isFreeShipping ? 0 : fee,
    isFreeShipping,
    minOrderForFree: threshold,
    remainingForFreeShipping: Math.max(0, threshold - amount),
  };
}

/** The same quote with rupees in and out, as POST /shipping/calculate speaks. */
export function shippingQuote(
  orderAmountRupees: number,
  { fee = DEFAULT_SHIPPING_FEE, threshold = FREE_SHIPPING_THRESHOLD }: { fee?: number; threshold?: number } = {},
): ShippingQuote {
  const quote = shippingQuotePaise(rupeesToPaise(orderAmountRupees), {
    feePaise: rupeesToPaise(fee),
    thresholdPaise: rupeesToPaise(threshold),
  });
  return {
    shippingFee: paiseToRupees(quote.shippingFee),
    isFreeShipping: quote.isFreeShipping,
    minOrderForFree: paiseToRupees(quote.minOrderForFree),
    remainingForFreeShipping: paiseToRupees(quote.remainingForFreeShipping),
  };
}
