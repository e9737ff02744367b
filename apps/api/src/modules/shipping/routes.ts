import { z } from 'zod';
import { shippingCalculateSchema, shippingQuote } from '@dhatu/domain';
import { errorResponseSchema } from '../../lib/error-schema.ts';
import type { App } from '../../lib/types.ts';

export const shippingResultSchema = z.object({
  shippingFee: z.number().describe('In rupees; 0 shows as Free'),
  isFreeShipping: z.boolean(),
  minOrderForFree: z.number().describe('Free shipping threshold, in rupees'),
  remainingForFreeShipping: z.number().describe('What is still missing for free shipping, in rupees'),
});

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
