import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES } from '@dhatu/domain';
import { coupons, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signAccessToken } from '../auth/tokens.ts';
import type { OrderDto } from './orders.schemas.ts';

describe('demo orders (seed)', () => {
  let t: TestContext;
  let headers: { authorization: string };
  let list: OrderDto[];

  beforeAll(async () => {
    t = await createTestApp();
    const [demo] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, '+919999999999'));
    headers = { authorization: `Bearer ${await signAccessToken(t.app.auth.keys.accessToken, { userId: demo!.id, role: 'customer' }, 15)}` };
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
    const delivered = list.find((o) => o.status === 'delivered')!;
    expect(delivered).toMatchObject({ couponCode: 'FESTIVE20', paymentStatus: 'paid', deliveredAt: expect.any(String) });
    expect(delivered.items.length).toBeGreaterThan(3);
    expect(list.find((o) => o.receiverName === 'Meera Iyer')).toMatchObject({ status: 'processing', shippingAddress: { state: 'Karnataka' } });
    expect(list.filter((o) => o.paymentMethod === 'ONLINE').map((o) => [o.status, o.paymentStatus]).sort()).toEqual([['cancelled', 'failed'], ['processing', 'paid']]);
  });

  it('has invoices for the confirmed orders only, numbered in order, downloadable', async () => {
    const invoiced = list.filter((o) => o.invoiceNumber !== null);
    expect(invoiced.every((o) => o.paymentMethod === 'COD' || o.paymentStatus === 'paid')).toBe(true);
    expect(list.filter((o) => o.invoiceNumber === null).map((o) => o.paymentStatus)).toEqual(['failed']);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoice/download/${invoiced[0]!.orderId}`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('counts the demo coupon use', async () => {
    const [festive] = await t.database.db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'FESTIVE20'));
    expect(festive!.usedCount).toBe(1);
  });
});
