import { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from '../constants.ts';
import { checkoutAddressSchema } from './address.ts';
import { hasText, indianPhone } from './fields.ts';

export const YOUR_NAME_MESSAGE = 'Please enter your name';
export const RECEIVER_NAME_MESSAGE = "Please enter receiver's name";
export const RECEIVER_PHONE_MESSAGE = 'Enter valid 10-digit phone number';
export const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method';

// Checkout messages of account-and-checkout §5 and §8.
export const ADDRESS_FIELDS_MESSAGE = 'Please fill all required address fields correctly';
export const BILLING_ADDRESS_FIELDS_MESSAGE = 'Please fill all required billing address fields correctly';
export const CART_EMPTY_MESSAGE = 'Cart is empty';
export const INVALID_ORDER_RESPONSE_MESSAGE = 'Invalid order response from server';
export const SHIPPING_ADDRESS_MISSING_MESSAGE = 'Please complete shipping address to place order';
export const PAYMENT_URL_MISSING_MESSAGE = 'Payment URL not received from server';

export const CHECKOUT_ERROR_MESSAGES = {
  address: 'Please check your shipping address and try again.',
  cartEmpty: 'Your cart appears to be empty. Please add items before checking out.',
  network: 'Network error. Please check your connection and try again.',
  generic: "We're having trouble processing your order. Please try again.",
} as const;

export const yourNameSchema = z
  .string({ error: YOUR_NAME_MESSAGE })
  .trim()
  .min(1, YOUR_NAME_MESSAGE)
  .max(100, 'Name must be at most 100 characters');

export const receiverNameSchema = z
  .string({ error: RECEIVER_NAME_MESSAGE })
  .trim()
  .min(2, RECEIVER_NAME_MESSAGE)
  .max(100, 'Name must be at most 100 characters');

/** Comes out as '+91XXXXXXXXXX', like the customer's own phone. */
export const receiverPhoneSchema = indianPhone(RECEIVER_PHONE_MESSAGE);

/**
 * POST /orders body. The billing address is checked only when it differs from shipping, and
 * the receiver only when either receiver field is filled in ('ordering for someone else'),
 * so a form may keep hidden fields. Prices and totals are never taken from the client.
 */
export const placeOrderSchema = z
  .object({
    shippingAddress: checkoutAddressSchema,
    billingAddressSameAsShipping: z.boolean().default(true),
    billingAddress: z.unknown().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }).default(DEFAULT_PAYMENT_METHOD),
    /** The spec sends an empty object; nothing in it is used. */
    paymentInfo: z.object({}).optional(),
    userName: yourNameSchema,
    receiverName: z.string().optional(),
    receiverPhone: z.string().optional(),
  })
  .superRefine(
    (order, ctx) => {
      // Runs even when other fields failed, so every error shows at once.
      const check = (schema: z.ZodType, value: unknown, path: string) => {
        const result = schema.safeParse(value);
        if (result.success) return;
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] });
        }
      };
      if (order.billingAddressSameAsShipping === false) {
        check(checkoutAddressSchema, order.billingAddress ?? {}, 'billingAddress');
      }
      if (hasText(order.receiverName) || hasText(order.receiverPhone)) {
        check(receiverNameSchema, order.receiverName ?? '', 'receiverName');
        check(receiverPhoneSchema, order.receiverPhone ?? '', 'receiverPhone');
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform(({ billingAddress, receiverName, receiverPhone, paymentInfo: _unused, ...order }) => {
    const forSomeoneElse = hasText(receiverName) || hasText(receiverPhone);
    return {
      ...order,
      // Always present, so the order stores both addresses.
      billingAddress: order.billingAddressSameAsShipping
        ? order.shippingAddress
        : checkoutAddressSchema.parse(billingAddress),
      receiverName: forSomeoneElse ? receiverNameSchema.parse(receiverName) : undefined,
      receiverPhone: forSomeoneElse ? receiverPhoneSchema.parse(receiverPhone) : undefined,
    };
  });
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/** The shopper-facing text for a failed order placement (account §8). */
export function checkoutErrorMessage(serverMessage: string | null | undefined): string {
  const text = (serverMessage ?? '').toLowerCase();
  if (text.includes('address')) return CHECKOUT_ERROR_MESSAGES.address;
  if (text.includes(CART_EMPTY_MESSAGE.toLowerCase())) return CHECKOUT_ERROR_MESSAGES.cartEmpty;
  if (text.includes('network') || text.includes('fetch')) return CHECKOUT_ERROR_MESSAGES.network;
  return CHECKOUT_ERROR_MESSAGES.generic;
}
