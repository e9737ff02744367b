import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderDto } from '@dhatu/domain/contracts';
import { couponRedemptions, coupons, orders, products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { listOrders } from './orders.repository.ts';
import { createCustomer, fillCarts, orderBody, postOrder, type Customer } from './test-helpers.ts';

describe('orders: list, details, cancellation', () => {
  let t: TestContext;
  let f: Fixtures;
  const db = () => t.database.db;
  const call = (who: Customer, method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: who.headers });
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  /** Places a COD order of `quantity` × a new ₹600 product (with an optional coupon). */
  async function place(who: Customer, quantity = 1, couponId?: string) {
    const product = await f.product({ price: 600, stock: 10 });
    await fillCarts(t, [who], [{ productId: product.id, quantity }], couponId);
    const res = await postOrder(t, who, orderBody());
    expect(res.statusCode, res.body).toBe(201);
    return { order: res.json() as OrderDto, productId: product.id };
  }

  const setOrder = (id: string, change: Partial<typeof orders.$inferInsert>) => db().update(orders).set(change).where(eq(orders.id, id));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('lists the customer’s own orders newest first, with their lines, in two queries', async () => {
    const asha = await createCustomer(t);
    const first = await place(asha, 1);
    const second = await place(asha, 2);
    await setOrder(first.order._id, { createdAt: new Date(Date.now() - 3_600_000) });
    const other = await createCustomer(t);
    await place(other);

    const res = await call(asha, 'GET', '/api/orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { orders: list } = res.json() as { orders: OrderDto[] };
    expect(list.map((o) => o._id)).toEqual([second.order._id, first.order._id]);
    expect(list[0]!.items).toHaveLength(1);
    expect(list[0]!.items[0]!.quantity).toBe(2);
    expect(list[1]!.invoiceNumber).toBe(first.order.invoiceNumber);
    expect((await call(await createCustomer(t), 'GET', '/api/orders')).json()).toEqual({ orders: [] });
  });

  it('shows one order by _id or by orderId; another customer’s is 404', async () => {
    const asha = await createCustomer(t);
    const { order } = await place(asha);
    const byId = await call(asha, 'GET', `/api/orders/${order._id}`);
    const byNumber = await call(asha, 'GET', `/api/orders/${order.orderId}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(order);
    expect(byNumber.json()).toEqual(order);

    const rohan = await createCustomer(t);
    for (const url of [`/api/orders/${order._id}`, `/api/orders/${order.orderId}`, '/api/orders/unknown']) {
      const res = await call(rohan, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
    const cancel = await call(rohan, 'POST', `/api/orders/${order._id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toEqual({ message: 'Order not found' });
    expect((await call(asha, 'GET', `/api/orders/${order._id}`)).json().status).toBe('pending');
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('cancels within 24 hours, giving back the stock and the coupon use in the same transaction', async () => {
    const asha = await createCustomer(t);
    const couponId = await f.coupon({ code: 'CANCEL10', value: 10, usageLimit: 3, perCustomerLimit: 1 });
    const { order, productId } = await place(asha, 3, couponId);
    expect(order.couponDiscount).toBe(180);
    expect(await stockOf(productId)).toBe(7);
    const usedCount = async () => (await db().select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId)))[0]!.n;
    expect(await usedCount()).toBe(1);

    const res = await call(asha, 'POST', `/api/orders/${order.orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: order._id, status: 'cancelled', paymentStatus: 'cancelled', canCancel: false, cancelledAt: expect.any(String) });
    expect(await stockOf(productId)).toBe(10);
    expect(await usedCount()).toBe(0);
    expect(await db().$count(couponRedemptions, eq(couponRedemptions.couponId, couponId))).toBe(0);

    // The coupon can be used again (once per customer counts orders that stand).
    const again = await place(asha, 1, couponId);
    expect(again.order.couponCode).toBe('CANCEL10');

    const twice = await call(asha, 'POST', `/api/orders/${order._id}/cancel`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: 'This order is already cancelled' });
  });

  it('refuses after 24 hours and once shipped, with clear messages', async () => {
    const asha = await createCustomer(t);
    const late = await place(asha);
    await setOrder(late.order._id, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await call(asha, 'GET', `/api/orders/${late.order._id}`)).json().canCancel).toBe(false);
    const res = await call(asha, 'POST', `/api/orders/${late.order._id}/cancel`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Orders can only be cancelled within 24 hours of placing them' });

    const shipped = await place(asha);
    await setOrder(shipped.order._id, { status: 'shipped', shippedAt: new Date(), courier: 'Delhivery', trackingNumber: 'DL123' });
    const refused = await call(asha, 'POST', `/api/orders/${shipped.order._id}/cancel`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This order has already been shipped and can no longer be cancelled' });
    const shown = (await call(asha, 'GET', `/api/orders/${shipped.order._id}`)).json() as OrderDto;
    expect(shown).toMatchObject({ status: 'shipped', canCancel: false, tracking: { courier: 'Delhivery', trackingNumber: 'DL123', shippedAt: expect.any(String) } });
    expect(await stockOf(shipped.productId)).toBe(9);

    // Processing is still cancellable within the window.
    const processing = await place(asha);
    await setOrder(processing.order._id, { status: 'processing' });
    expect((await call(asha, 'POST', `/api/orders/${processing.order._id}/cancel`)).statusCode).toBe(200);
  });

  it('lets only one of several concurrent cancellations give the stock back', async () => {
    const asha = await createCustomer(t);
    const { order, productId } = await place(asha, 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(asha, 'POST', `/api/orders/${order._id}/cancel`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await stockOf(productId)).toBe(10);
  });

  it('reads a list in two queries however many orders there are (no N+1)', async () => {
    const asha = await createCustomer(t);
    // Delivered as they go: a customer may have only 3 orders in progress at once.
    for (let i = 0; i < 4; i++) await setOrder((await place(asha)).order._id, { status: 'delivered', paymentStatus: 'paid' });
    // Order notices go out in the background after each order; let them finish before counting.
    await t.app.notifications.settled();
    const selects = vi.spyOn(db(), 'select');
    const list = await listOrders(db(), asha.id);
    expect(list).toHaveLength(4);
    expect(selects).toHaveBeenCalledTimes(2);
    selects.mockRestore();
  });
});
