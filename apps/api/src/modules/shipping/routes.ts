import { shippingCalculateSchema, shippingQuote } from '@dhatu/domain';
import { errorResponseSchema, shippingResultSchema } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';

/** The shipping quote (public): the fee and threshold come from the settings. */
export async function shippingRoutes(app: App) {
  const settings = { fee: app.config.SHIPPING_FEE, threshold: app.config.FREE_SHIPPING_THRESHOLD };

  app.post('/api/shipping/calculate', {
    schema: {
      tags: ['shipping'],
      summary: 'Shipping fee for an order amount in rupees (the discounted subtotal minus the coupon): free from the threshold up',
      body: shippingCalculateSchema,
      response: { 200: shippingResultSchema, 400: errorResponseSchema },
    },
  }, async (request) => shippingQuote(request.body.orderAmount, settings));
}
