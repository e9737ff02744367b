import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES } from '@dhatu/domain';
import type { OrderDto } from '@dhatu/domain/contracts';
import { coupons, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signInDirectly } from '../../test/auth-helpers.ts';
import { createCustomer } from './test-helpers.ts';

describe('demo orders (seed)', () => {
  let t: TestContext;
  let headers: { authorization: string };
  let list: OrderDto[];

  beforeAll(async () => {
    t = await createTestApp();
    const [demo] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, '+919999999999'));
    headers = await signInDirectly(t.database.db, t.app.auth.keys.accessToken, demo!);
    list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers })).json().orders;
  }, 120_000);
  afterAll(() => t.close());

  it('gives the demo customer an order in every status, newest first', () => {
    expect(new Set(list.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const times = list.map((o) => new Date(o.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.map((o) => o.orderId)).toEqual([...list.map((o) => o.orderId)].sort().reverse());
    for (const order of list) expect(order.total).toBe(order.subtotal - order.couponDiscount + order.shippingFee);
  });

  it('shows each screen state: cancellable ones, tracking, delivery, a coupon, online paid and failed', () => {
    const cancellable = list.filter((o) => o.canCancel).map((o) => o.status);
    expect(cancellable.sort()).toEqual(['pending', 'processing']);
    expect(list.find((o) => o.status === 'shipped')!.tracking).toMatchObject({ courier: 'Blue Dart', trackingNumber: expect.any(String) });
    const delivered = list.find((o) => o.status === 'delivered' && o.paymentMethod === 'COD')!;
    expect(delivered).toMatchObject({ couponCode: 'FESTIVE20', paymentStatus: 'paid', deliveredAt: expect.any(String) });
    expect(delivered.items.length).toBeGreaterThan(3);
    expect(list.find((o) => o.receiverName === 'Meera Iyer')).toMatchObject({ status: 'processing', shippingAddress: { state: 'Karnataka' } });
    expect(list.filter((o) => o.paymentMethod === 'ONLINE').map((o) => [o.status, o.paymentStatus]).sort())
      .toEqual([['cancelled', 'failed'], ['delivered', 'paid'], ['shipped', 'paid']]);
  });

  it('has invoices for the confirmed orders only, numbered in order, downloadable', async () => {
    const invoiced = list.filter((o) => o.invoiceNumber !== null);
    expect(invoiced.every((o) => o.paymentMethod === 'COD' || o.paymentStatus === 'paid')).toBe(true);
    expect(list.filter((o) => o.invoiceNumber === null).map((o) => o.paymentStatus)).toEqual(['failed']);
    // The cancelled COD order's invoice is marked cancelled, as cancelling one does.
    const cancelled = invoiced.filter((o) => o.status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.invoiceCancelledAt).toBe(cancelled[0]!.cancelledAt);
    expect(invoiced.filter((o) => o.invoiceCancelledAt !== null)).toHaveLength(1);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoice/download/${invoiced[0]!.orderId}`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it("refuses WELCOME10, a first-order coupon, to the demo customer and gives it to a newcomer", async () => {
    const [product] = (await t.app.inject({ method: 'GET', url: '/api/products?search=Chai%20Patila&limit=5' })).json().products as { _id: string }[];
    const newcomer = await createCustomer(t, 'Newcomer');
    for (const who of [headers, newcomer.headers]) {
      const added = await t.app.inject({ method: 'POST', url: '/api/cart', headers: who, payload: { productId: product!._id, quantity: 2 } });
      expect(added.statusCode, added.body).toBe(200);
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/coupons/available', headers });
    expect(listed.json().coupons.find((c: { code: string }) => c.code === 'WELCOME10'))
      .toMatchObject({ firstOrderOnly: true, isApplicable: false, applicabilityReason: 'This coupon is only for your first order' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/coupons/apply', headers, payload: { couponCode: 'WELCOME10' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This coupon is only for your first order');
    const applied = await t.app.inject({ method: 'POST', url: '/api/coupons/apply', headers: newcomer.headers, payload: { couponCode: 'WELCOME10' } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().cart.appliedCoupon).toMatchObject({ code: 'WELCOME10' });
    await t.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers });
  });

  it('counts the demo coupon use', async () => {
    const [festive] = await t.database.db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'FESTIVE20'));
    expect(festive!.usedCount).toBe(1);
  });
});
