import {
  applyCouponBodySchema, applyCouponResponseSchema, availableCouponsSchema, errorResponseSchema,
  removeCouponResponseSchema,
} from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { cartOptions } from './load-cart.ts';
import { applyCoupon, availableCoupons, removeCoupon } from './coupons.service.ts';

/** Coupons for the signed-in customer's cart. Usage is counted when an order is placed (checkout). */
export async function couponRoutes(app: App) {
  const tags = ['coupons'];
  const security = [{ bearer: [] }];
  const options = cartOptions(app.config);

  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/coupons/available', {
    schema: {
      tags, security,
      summary: 'Active coupons in their validity window, each with isApplicable and applicabilityReason for this cart and customer',
      response: { 200: availableCouponsSchema, 401: errorResponseSchema },
    },
  }, async (request) => ({ coupons: await availableCoupons(app.db, currentUser(request).id, options) }));

  app.post('/api/coupons/apply', {
    schema: {
      tags, security,
      summary: "Apply a coupon by code (any case): 404 'Invalid coupon code'; 400 with the reason when it does not hold for this cart",
      body: applyCouponBodySchema,
      response: { 200: applyCouponResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => applyCoupon(app.db, currentUser(request).id, request.body.couponCode, options));

  app.delete('/api/coupons/remove', {
    schema: {
      tags, security, summary: 'Remove the applied coupon (harmless when none is applied)',
      response: { 200: removeCouponResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => removeCoupon(app.db, currentUser(request).id, options));
}
