import { z } from 'zod';
import { productSchema } from './catalogue.ts';
import { cartSchema } from './cart.ts';

/** The wishlist (storefront §3): products as GET /api/products/{id} answers them, newest first. */
export const wishlistSchema = z.object({ items: z.array(productSchema) });

export const moveToCartResponseSchema = z.object({ wishlist: wishlistSchema, cart: cartSchema });

export const wishlistProductParams = z.object({ productId: z.string().min(1).max(64) });

export type Wishlist = z.infer<typeof wishlistSchema>;
export type MoveToCartResult = z.infer<typeof moveToCartResponseSchema>;
