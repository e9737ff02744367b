import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, postOrder } from '../orders/test-helpers.ts';
import { invoiceCount, orderRow, placeOnlineOrder, SANDBOX_ENV, sandboxOf, stockOf } from './test-helpers.ts';

describe('GET /api/payments/verify/{orderId}', () => {
  let t: TestContext;
  let f: Fixtures;
  const verify = (id: string, headers?: { authorization: string }) => t.app.inject({ method: 'GET', url: `/api/payments/verify/${id}`, headers });

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('needs a signed-in customer; another customer\'s order is 404 "Order not found"', async () => {
    const { order } = await placeOnlineOrder(t, f);
    expect((await verify(order._id)).statusCode).toBe(401);
    const stranger = await createCustomer(t, 'Ravi');
    const res = await verify(order._id, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found' });
  });

  it('pending: asks the provider, and answers pending while nothing happened', async () => {
    const { order, customer } = await placeOnlineOrder(t, f);
    const res = await verify(order._id, customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      success: false, paymentStatus: 'pending', orderId: order._id, customOrderId: order.orderId, total: 3000, verifiedAt: null,
      message: 'Your payment is still being processed. Please check again in a moment.',
    });
    expect(res.json().order).toMatchObject({ _id: order._id, paymentMethod: 'ONLINE', paymentStatus: 'pending' });
  });

  it('a payment made whose return never came is found by asking the provider: paid, verifiedAt, invoice', async () => {
    const { order, customer } = await placeOnlineOrder(t, f);
    // The shopper pressed Pay, then the browser went away before the return.
    sandboxOf(t).decide({ id: order._id, amountPaise: 300_000 }, 'paid');
    const res = await verify(order.orderId, customer.headers);
    expect(res.json()).toMatchObject({ success: true, paymentStatus: 'paid', message: 'Payment verified successfully', customOrderId: order.orderId });
    expect(res.json().verifiedAt).toEqual(expect.any(String));
    expect(res.json().order.invoiceNumber).toMatch(/^INV\//);
    // Asking again changes nothing.
    const again = await verify(order._id, customer.headers);
    expect(again.json()).toMatchObject({ success: true, paymentStatus: 'paid', verifiedAt: res.json().verifiedAt });
    expect(await invoiceCount(t, order._id)).toBe(1);
  });

  it('failed: success false with the reason; the order was released', async () => {
    const { order, customer, productId } = await placeOnlineOrder(t, f, { stock: 5 });
    sandboxOf(t).decide({ id: order._id, amountPaise: 300_000 }, 'failed');
    const res = await verify(order._id, customer.headers);
    expect(res.json()).toMatchObject({
      success: false, paymentStatus: 'failed', message: 'Payment failed. Your order was not placed and you have not been charged.',
    });
    expect(res.json().order.status).toBe('cancelled');
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('a pending payment past its deadline is released when verified: cancelled, stock back', async () => {
    const { order, customer, productId } = await placeOnlineOrder(t, f, { stock: 5 });
    await t.database.db.update(orders).set({ paymentExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order._id));
    const res = await verify(order._id, customer.headers);
    expect(res.json()).toMatchObject({ success: false, paymentStatus: 'cancelled', message: 'Payment was cancelled. Your order was not placed and you have not been charged.' });
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('cash on delivery: success with the payment status as stored', async () => {
    const customer = await createCustomer(t);
    const box = await f.product({ price: 800 });
    await fillCarts(t, [customer], [{ productId: box.id, quantity: 1 }]);
    const placed = (await postOrder(t, customer)).json();
    const res = await verify(placed._id, customer.headers);
    expect(res.json()).toMatchObject({
      success: true, paymentStatus: 'pending', orderId: placed._id, customOrderId: placed.orderId, total: 850, verifiedAt: null,
      message: 'Cash on Delivery order: pay when it is delivered',
    });
  });
});
