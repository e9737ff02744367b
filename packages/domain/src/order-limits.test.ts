import { describe, expect, it } from 'vitest';
import {
  isOpenOrder, ONLINE_PAYMENT_DOWN_MESSAGE, openOrdersLimitMessage, ORDER_LIMIT_DEFAULTS, perOrderCappedNotice, perOrderLimitMessage,
  totalChangedMessage, unitsPerOrderLimit,
} from './order-limits.ts';
import { orderLimitsSchema, productMaxPerOrderSchema } from './schemas/order-limits.ts';

describe('order limits', () => {
  it('defaults to 10 units of a product per order and 3 open orders per account', () => {
    expect(ORDER_LIMIT_DEFAULTS).toEqual({ maxUnitsPerOrder: 10, maxOpenOrdersPerAccount: 3 });
  });

  it("a product's own limit wins over the shop's", () => {
    expect(unitsPerOrderLimit(null, 10)).toBe(10);
    expect(unitsPerOrderLimit(undefined, 10)).toBe(10);
    expect(unitsPerOrderLimit(2, 10)).toBe(2);
    expect(unitsPerOrderLimit(25, 10)).toBe(25);
  });

  it('an order is open until it ships, and a cash-on-delivery or unpaid one until it is delivered', () => {
    const open = (status: string, paymentMethod: string, paymentStatus: string) =>
      isOpenOrder({ status, paymentMethod, paymentStatus } as Parameters<typeof isOpenOrder>[0]);
    expect(open('pending', 'COD', 'pending')).toBe(true);
    expect(open('pending', 'ONLINE', 'pending')).toBe(true);
    expect(open('processing', 'ONLINE', 'paid')).toBe(true);
    expect(open('shipped', 'COD', 'pending')).toBe(true);
    expect(open('shipped', 'COD', 'paid')).toBe(true);
    expect(open('shipped', 'ONLINE', 'paid')).toBe(false);
    expect(open('delivered', 'COD', 'paid')).toBe(false);
    expect(open('cancelled', 'COD', 'cancelled')).toBe(false);
    expect(open('cancelled', 'ONLINE', 'failed')).toBe(false);
  });

  it('says each refusal in words a shopper understands', () => {
    expect(perOrderLimitMessage('Brass Diya', 10)).toBe('You can order at most 10 of Brass Diya in one order');
    expect(perOrderCappedNotice('Brass Diya', 4)).toBe('You can order at most 4 of Brass Diya in one order, so your quantity is now 4');
    expect(openOrdersLimitMessage(3)).toBe('You already have 3 orders in progress. You can place a new order once one of them is delivered, or after you cancel one.');
    expect(openOrdersLimitMessage(1)).toMatch(/^You already have 1 order in progress\./);
    expect(totalChangedMessage(2000, 2150)).toBe(
      'Prices have changed since you reviewed your order: the total is now ₹2,150 (was ₹2,000). Please check your order and place it again to confirm.',
    );
    expect(ONLINE_PAYMENT_DOWN_MESSAGE).toBe('Online payment is not available right now. Please try again or choose Cash on Delivery.');
  });

  it("the owner's settings are whole numbers within bounds, both given", () => {
    expect(orderLimitsSchema.parse({ maxUnitsPerOrder: 5, maxOpenOrdersPerAccount: 2 })).toEqual({ maxUnitsPerOrder: 5, maxOpenOrdersPerAccount: 2 });
    const message = (value: unknown) => orderLimitsSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ maxUnitsPerOrder: 0, maxOpenOrdersPerAccount: 2 })).toBe('Units of one product per order must be a whole number from 1 to 999');
    expect(message({ maxUnitsPerOrder: 1.5, maxOpenOrdersPerAccount: 2 })).toBe('Units of one product per order must be a whole number from 1 to 999');
    expect(message({ maxUnitsPerOrder: 5, maxOpenOrdersPerAccount: 101 })).toBe('Open orders per customer must be a whole number from 1 to 100');
    expect(message({ maxUnitsPerOrder: 5 })).toBe('Open orders per customer must be a whole number from 1 to 100');
    expect(orderLimitsSchema.safeParse({ maxUnitsPerOrder: 5, maxOpenOrdersPerAccount: 2, paymentMinutes: 5 }).success).toBe(false);
    expect(productMaxPerOrderSchema.parse(null)).toBeNull();
    expect(productMaxPerOrderSchema.safeParse(0).error?.issues[0]?.message).toBe("Most per order must be a whole number from 1 to 999 (or empty for the shop's limit)");
  });
});
