import { z } from 'zod';
import { orderLimitsSchema } from '../index.ts';

const limits = {
  maxUnitsPerOrder: z.number().int().describe('Most units of one product per order, unless the product has its own limit'),
  maxOpenOrdersPerAccount: z.number().int().describe('Most open orders (not yet shipped; or shipped but unpaid or cash on delivery) per customer'),
};

/** The owner's limits against stock hoarding, with the defaults a missing setting falls back to. */
export const orderLimitsResponseSchema = z.object({
  ...limits,
  defaults: z.object(limits).describe('What applies when the owner never set a limit'),
  updatedAt: z.string().nullable().describe('When the owner last changed them (ISO 8601); null: never'),
});

export const orderLimitsBody = orderLimitsSchema;
export type AdminOrderLimits = z.infer<typeof orderLimitsResponseSchema>;
