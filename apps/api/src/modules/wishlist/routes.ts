import { wishlistAddSchema } from '@dhatu/domain';
import { errorResponseSchema, moveToCartResponseSchema, wishlistProductParams, wishlistSchema } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { cartOptions } from '../cart/index.ts';
import { addToWishlist, listWishlist, moveToCart, removeFromWishlist } from './wishlist.service.ts';

/** The signed-in customer's wishlist; every answer is the whole list. */
export async function wishlistRoutes(app: App) {
  const tags = ['wishlist'];
  const security = [{ bearer: [] }];
  const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
  const options = cartOptions(app.config);

  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/wishlist', {
    schema: { tags, security, summary: 'Wishlist products, newest first', response: { 200: wishlistSchema, 401: errorResponseSchema } },
  }, async (request) => ({ items: await listWishlist(app.db, currentUser(request).id) }));

  app.post('/api/wishlist', {
    schema: {
      tags, security, summary: 'Add a product (adding it again is harmless); answers the list',
      body: wishlistAddSchema,
      response: { 200: wishlistSchema, ...failures },
    },
  }, async (request) => ({ items: await addToWishlist(app.db, currentUser(request).id, request.body.productId) }));

  app.delete('/api/wishlist/:productId', {
    schema: {
      tags, security, summary: 'Remove a product (harmless when absent); answers the list',
      params: wishlistProductParams,
      response: { 200: wishlistSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => ({ items: await removeFromWishlist(app.db, currentUser(request).id, request.params.productId) }));

  app.post('/api/wishlist/:productId/move-to-cart', {
    schema: {
      tags, security,
      summary: "Move a product to the cart (1, or the cart's quantity when already there) and off the wishlist; 400 'This product is out of stock' changes nothing",
      params: wishlistProductParams,
      response: { 200: moveToCartResponseSchema, ...failures },
    },
  }, async (request) => moveToCart(app.db, currentUser(request).id, request.params.productId, options));
}
