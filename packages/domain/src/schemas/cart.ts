import { z } from 'zod';
import { DEFAULT_ADD_QUANTITY } from '../constants.ts';
import { MAX_CART_QUANTITY, MAX_MERGE_ITEMS } from '../cart-limits.ts';


export const PRODUCT_ID_MESSAGE = 'Please choose a product';
export const QUANTITY_MESSAGE = `Quantity must be a whole number (at most ${MAX_CART_QUANTITY})`;
export const MERGE_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`;
export const MERGE_TOO_MANY_MESSAGE = `At most ${MAX_MERGE_ITEMS} items can be merged at once`;
export const ORDER_AMOUNT_MESSAGE = 'orderAmount must be an amount in rupees from 0 to 10,00,00,000';

/** An opaque product id as the cart and wishlist calls receive it. */
export const cartProductIdSchema = z
  .string({ error: PRODUCT_ID_MESSAGE })
  .trim()
  .min(1, PRODUCT_ID_MESSAGE)
  .max(64, 'Product not found');

/**
 * The quantity a cart line is set to: a whole number (a JSON number, not '2'); 0 or less removes
 * the line (storefront §4), so only the upper end is limited here. Stock is checked by the server.
 */
export const cartQuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .max(MAX_CART_QUANTITY, QUANTITY_MESSAGE);

/** POST /cart: set a line's quantity (default 1). */
export const setCartItemSchema = z.strictObject({
  productId: cartProductIdSchema,
  /** The chosen variant; required when the product has variants (issue 26). */
  variantId: z.string({ error: 'variantId must be a variant id' }).trim().min(1).max(64).nullish(),
  quantity: cartQuantitySchema.default(DEFAULT_ADD_QUANTITY),
});
export type SetCartItemInput = z.input<typeof setCartItemSchema>;

/** POST /cart/merge: the guest cart kept on the device, added into the server cart at sign-in. */
export const mergeCartSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        product: cartProductIdSchema,
        /** The variant chosen on the device, for a product with variants. */
        variant: z.string({ error: 'variant must be a variant id' }).trim().min(1).max(64).nullish(),
        quantity: z
          .number({ error: MERGE_QUANTITY_MESSAGE })
          .int(MERGE_QUANTITY_MESSAGE)
          .min(1, MERGE_QUANTITY_MESSAGE)
          .max(MAX_CART_QUANTITY, MERGE_QUANTITY_MESSAGE)
          .default(DEFAULT_ADD_QUANTITY),
      }),
      { error: 'items must be a list of {product, quantity}' },
    )
    .max(MAX_MERGE_ITEMS, MERGE_TOO_MANY_MESSAGE),
});
export type MergeCartInput = z.input<typeof mergeCartSchema>;

/** POST /wishlist. */
export const wishlistAddSchema = z.strictObject({ productId: cartProductIdSchema });

/** POST /shipping/calculate: an order amount in rupees (paise allowed). */
export const shippingCalculateSchema = z.strictObject({
  orderAmount: z.number({ error: ORDER_AMOUNT_MESSAGE }).min(0, ORDER_AMOUNT_MESSAGE).max(100_000_000, ORDER_AMOUNT_MESSAGE),
});
