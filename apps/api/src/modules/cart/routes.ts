import { mergeCartSchema, setCartItemSchema } from '@dhatu/domain';
import { cartItemIdParams, cartSchema, errorResponseSchema } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { clearCart, mergeCart, removeCartItem, setCartItem, type CartChange } from './cart.service.ts';
import { cartOptions, loadCart, toCartDto } from './load-cart.ts';

/** The signed-in customer's cart; every answer is the whole cart with current prices and totals. */
export async function cartRoutes(app: App) {
  const tags = ['cart'];
  const security = [{ bearer: [] }];
  const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
  const options = cartOptions(app.config);
  const answer = ({ cart, notices }: CartChange) => toCartDto(cart, notices);

  // Before body parsing and validation: a caller without a valid token learns nothing else.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/cart', {
    schema: {
      tags, security, summary: 'The cart with current prices, coupon and shipping (lines no longer on sale or in stock are removed, with notices)',
      response: { 200: cartSchema, 401: errorResponseSchema },
    },
  }, async (request) => toCartDto(await loadCart(app.db, currentUser(request).id, options)));

  app.post('/api/cart', {
    schema: {
      tags, security,
      summary: "Set a product's (or, with variantId, a variant's) quantity (default 1; 0 or less removes it). Above the stock: 400 'Only {n} left in stock', nothing changes",
      description: "A product with options needs variantId (400 'Please choose a size', the first option's name); a variant of another product, retired or unknown: 404, nothing added.",
      body: setCartItemSchema,
      response: { 200: cartSchema, ...failures },
    },
  }, async (request) => answer(await setCartItem(app.db, currentUser(request).id, request.body, options)));

  // Registered before /api/cart/:cartItemId; the static path wins either way.
  app.delete('/api/cart/clear', {
    schema: { tags, security, summary: 'Empty the cart (the coupon goes too)', response: { 200: cartSchema, 401: errorResponseSchema } },
  }, async (request) => answer(await clearCart(app.db, currentUser(request).id, options)));

  app.delete('/api/cart/:cartItemId', {
    schema: {
      tags, security, summary: "Remove one line of the customer's cart",
      params: cartItemIdParams,
      response: { 200: cartSchema, ...failures },
    },
  }, async (request) => answer(await removeCartItem(app.db, currentUser(request).id, request.params.cartItemId, options)));

  app.post('/api/cart/merge', {
    schema: {
      tags, security,
      summary: 'Add the guest cart (at most 100 lines) into the server cart: quantities summed and capped by stock; products gone or out of stock skipped with notices',
      body: mergeCartSchema,
      response: { 200: cartSchema, ...failures },
    },
  }, async (request) => answer(await mergeCart(app.db, currentUser(request).id, request.body.items, options)));
}
