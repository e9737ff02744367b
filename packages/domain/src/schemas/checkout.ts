import { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '../constants.ts';
import { checkoutAddressSchema, type CheckoutAddress } from './address.ts';
import { freeText, hasText, indianPhone } from './fields.ts';

export const YOUR_NAME_MESSAGE = 'Please enter your name';
export const RECEIVER_NAME_MESSAGE = "Please enter receiver's name";
export const RECEIVER_PHONE_MESSAGE = 'Enter valid 10-digit phone number';
export const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method';
export const EXPECTED_TOTAL_MESSAGE = 'expectedTotal must be the order total in rupees, from 0 to 10,00,00,000';

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

export const yourNameSchema = freeText('Your name', { error: YOUR_NAME_MESSAGE })
  .min(1, YOUR_NAME_MESSAGE)
  .max(100, 'Name must be at most 100 characters');

export const receiverNameSchema = freeText("Receiver's name", { error: RECEIVER_NAME_MESSAGE })
  .min(2, RECEIVER_NAME_MESSAGE)
  .max(100, 'Name must be at most 100 characters');

/** Comes out as '+91XXXXXXXXXX', like the customer's own phone. */
export const receiverPhoneSchema = indianPhone(RECEIVER_PHONE_MESSAGE);

/** Longest Idempotency-Key header the API accepts. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** The fields of POST /orders, before the cross-field rules. */
interface PlaceOrderFields {
  shippingAddress: CheckoutAddress;
  billingAddressSameAsShipping: boolean;
  billingAddress?: unknown;
  paymentMethod: PaymentMethod;
  paymentInfo?: unknown;
  userName: string;
  receiverName?: string;
  receiverPhone?: string;
  saveAddress?: boolean;
  addressId?: string;
  expectedTotal?: number;
}

function placeOrderFields<A extends z.ZodType<CheckoutAddress>>(address: A) {
  return {
    shippingAddress: address,
    billingAddressSameAsShipping: z.boolean().default(true),
    billingAddress: z.unknown().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }).default(DEFAULT_PAYMENT_METHOD),
    receiverName: z.string().optional(),
    receiverPhone: z.string().optional(),
    userName: yourNameSchema,
    /** Save the shipping address to the address book with the order (skipped when it is already there). */
    saveAddress: z.boolean().optional(),
    /** The saved address the shipping address was picked from; the server then uses its own copy. */
    addressId: z.string().min(1).max(64).optional(),
    /**
     * The total the checkout showed, in rupees. When the server's total differs, nothing is placed:
     * 409 with the new totals (docs/decisions/0021). Optional for API clients; the web always sends it.
     */
    expectedTotal: z.number({ error: EXPECTED_TOTAL_MESSAGE }).min(0, EXPECTED_TOTAL_MESSAGE).max(100_000_000, EXPECTED_TOTAL_MESSAGE).optional(),
  };
}

/**
 * The billing address is checked only when it differs from shipping, and the receiver only when
 * either receiver field is filled in ('ordering for someone else'), so a form may keep hidden fields.
 */
function withOrderRules<S extends z.ZodType<PlaceOrderFields>>(schema: S, billingAddress: z.ZodType<CheckoutAddress>) {
  return schema
    .superRefine(
      (order, ctx) => {
        // Runs even when other fields failed, so every error shows at once.
        const check = (rule: z.ZodType, value: unknown, path: string) => {
          const result = rule.safeParse(value);
          if (result.success) return;
          for (const issue of result.error.issues) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] });
          }
        };
        if (order.billingAddressSameAsShipping === false) {
          check(billingAddress, order.billingAddress ?? {}, 'billingAddress');
        }
        if (hasText(order.receiverName) || hasText(order.receiverPhone)) {
          check(receiverNameSchema, order.receiverName ?? '', 'receiverName');
          check(receiverPhoneSchema, order.receiverPhone ?? '', 'receiverPhone');
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform(({ billingAddress: billing, receiverName, receiverPhone, paymentInfo: _unused, saveAddress, ...order }) => {
      const forSomeoneElse = hasText(receiverName) || hasText(receiverPhone);
      return {
        ...order,
        // Always present, so the order stores both addresses.
        billingAddress: order.billingAddressSameAsShipping ? order.shippingAddress : billingAddress.parse(billing),
        receiverName: forSomeoneElse ? receiverNameSchema.parse(receiverName) : undefined,
        receiverPhone: forSomeoneElse ? receiverPhoneSchema.parse(receiverPhone) : undefined,
        saveAddress: saveAddress ?? false,
      };
    });
}

/**
 * POST /orders body as the checkout form builds it (unknown fields are dropped). Prices and
 * totals are never taken from the client.
 */
export const placeOrderSchema = withOrderRules(
  z.object({ ...placeOrderFields(checkoutAddressSchema), paymentInfo: z.object({}).optional() }),
  checkoutAddressSchema,
);

/**
 * A checkout address as the API takes it: only address fields, plus the `_id` and `isDefault` a
 * saved address carries (ignored); anything else is refused.
 */
export const checkoutAddressRequestSchema = checkoutAddressSchema
  .extend({ _id: z.string().max(64).optional(), isDefault: z.boolean().optional() })
  .strict()
  .transform(({ _id: _savedId, isDefault: _isDefault, ...address }) => address);

/**
 * The API's POST /orders body: the same rules, strict. A field the spec does not name (a price, a
 * total, a discount) is a 400 rather than silently ignored; paymentInfo must be the empty object.
 */
export const placeOrderRequestSchema = withOrderRules(
  z.strictObject({ ...placeOrderFields(checkoutAddressRequestSchema), paymentInfo: z.strictObject({}).optional() }),
  checkoutAddressRequestSchema,
);
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;
export type PlaceOrderRequest = z.output<typeof placeOrderRequestSchema>;

/** The shopper-facing text for a failed order placement (account §8). */
export function checkoutErrorMessage(serverMessage: string | null | undefined): string {
  const text = (serverMessage ?? '').toLowerCase();
  if (text.includes('address')) return CHECKOUT_ERROR_MESSAGES.address;
  if (text.includes(CART_EMPTY_MESSAGE.toLowerCase())) return CHECKOUT_ERROR_MESSAGES.cartEmpty;
  if (text.includes('network') || text.includes('fetch')) return CHECKOUT_ERROR_MESSAGES.network;
  return CHECKOUT_ERROR_MESSAGES.generic;
}
