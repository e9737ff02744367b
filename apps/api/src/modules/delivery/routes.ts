import { deliveryEstimateQuery, deliveryEstimateSchema, errorResponseSchema } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { estimateForShopper } from './delivery.service.ts';

/** The delivery promise for a pincode (public: the product page, the cart and checkout ask it). */
export async function deliveryRoutes(app: App) {
  app.get('/api/delivery/estimate', {
    schema: {
      tags: ['delivery'],
      summary: 'Whether the shop delivers to a pincode, by when (business days in IST from the cut-off) and whether cash on delivery is possible',
      description: "400 'Pincode must be 6 digits' unless six digits starting 1–9. Dates are India dates (YYYY-MM-DD); null when not serviceable.",
      querystring: deliveryEstimateQuery,
      response: { 200: deliveryEstimateSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request, reply) => {
    // The dates move with the clock and the owner's rules: never kept by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    return estimateForShopper(app, request.query);
  });
}
