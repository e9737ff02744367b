import { z } from 'zod';
import { ORDER_LIMIT_BOUNDS, type OrderLimits } from '../order-limits.ts';

const { maxUnitsPerOrder: units, maxOpenOrdersPerAccount: open } = ORDER_LIMIT_BOUNDS;

export const ORDER_LIMIT_MESSAGES = {
  maxUnitsPerOrder: `Units of one product per order must be a whole number from ${units.min} to ${units.max}`,
  maxOpenOrdersPerAccount: `Open orders per customer must be a whole number from ${open.min} to ${open.max}`,
  productMaxPerOrder: `Most per order must be a whole number from ${units.min} to ${units.max} (or empty for the shop's limit)`,
} as const;

const whole = (message: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const maxUnitsPerOrderSchema = whole(ORDER_LIMIT_MESSAGES.maxUnitsPerOrder, units);
export const maxOpenOrdersPerAccountSchema = whole(ORDER_LIMIT_MESSAGES.maxOpenOrdersPerAccount, open);

/** PUT /api/admin/settings/limits: both limits, as the console's form sends them. */
export const orderLimitsSchema = z.strictObject({
  maxUnitsPerOrder: maxUnitsPerOrderSchema,
  maxOpenOrdersPerAccount: maxOpenOrdersPerAccountSchema,
}) satisfies z.ZodType<OrderLimits>;
export type OrderLimitsInput = z.input<typeof orderLimitsSchema>;

/** A product's own limit in the console's product form: a whole number, or null for the shop's. */
export const productMaxPerOrderSchema = whole(ORDER_LIMIT_MESSAGES.productMaxPerOrder, units).nullable();
