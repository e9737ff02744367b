import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OrderDto, AdminOrderDetail } from '@dhatu/domain/contracts';
import { auditLog, couponRedemptions, coupons, notifications, orders, products, users } from '../../../db/schema/index.ts';
import type { LoggedIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../../cart/test-fixtures.ts';
import { createCustomer, fillCarts, orderBody, postOrder, type Customer } from '../../orders/test-helpers.ts';
import { rawOrder, signInAdmin } from './test-helpers.ts';

describe('admin: orders', () => {
  let t: TestContext;
  let f: Fixtures;
  let admin: LoggedIn;
  const db = () => t.database.db;

  const adminCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const auditOf = (id: string) => db().select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)));
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  /** A real COD order through checkout: `quantity` × a new ₹600 product (stock 10), optionally with a coupon. */
  async function place(who: Customer, quantity = 1, couponId?: string) {
    const product = await f.product({ price: 600, stock: 10 });
    await fillCarts(t, [who], [{ productId: product.id, quantity }], couponId);
    const res = await postOrder(t, who, orderBody());
    expect(res.statusCode, res.body).toBe(201);
    return { order: res.json() as OrderDto, productId: product.id };
  }

  /** The order row, minus what `change` says it touched, stays as it was. */
  function expectOnlyChanged(before: typeof orders.$inferSelect, after: typeof orders.$inferSelect, touched: (keyof typeof before)[]) {
    const strip = (row: typeof before) => Object.fromEntries(Object.entries(row).filter(([key]) => ![...touched, 'updatedAt'].includes(key as never)));
    expect(strip(after)).toEqual(strip(before));
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  describe('list and search', () => {
    let meera: Customer;
    let productId: string;
    const ids: Record<string, { id: string; orderNumber: string }> = {};
    const listed = async (query: string) => {
      const res = await adminCall('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { orders: { _id: string; orderId: string }[]; total: number; page: number; pages: number };
    };
    const listedIds = async (query: string) => (await listed(query)).orders.map((o) => o._id).filter((id) => Object.values(ids).some((o) => o.id === id));

    beforeAll(async () => {
      meera = await createCustomer(t, 'Meera Iyer');
      await db().update(users).set({ phone: '+919845012345' }).where(eq(users.id, meera.id));
      productId = (await f.product({ price: 500 })).id;
      const hour = 3_600_000;
      ids.a = await rawOrder(t, meera.id, productId, { userName: 'Meera Iyer', createdAt: new Date(Date.now() - 3 * hour) });
      ids.b = await rawOrder(t, meera.id, productId, { userName: 'Meera Iyer', status: 'shipped', createdAt: new Date(Date.now() - 2 * hour) });
      ids.c = await rawOrder(t, meera.id, productId, {
        userName: 'Kabir Shah', userPhone: '+919812300000', paymentMethod: 'ONLINE', paymentStatus: 'paid', createdAt: new Date(Date.now() - hour),
      });
    });

    it('lists newest first with the fields the console shows', async () => {
      const res = await listed('search=Meera');
      expect(res.orders.map((o) => o._id)).toEqual([ids.b!.id, ids.a!.id]);
      expect(res.orders[0]).toEqual({
        _id: ids.b!.id, orderId: ids.b!.orderNumber, createdAt: expect.any(String), status: 'shipped', paymentMethod: 'COD',
        paymentStatus: 'pending', userName: 'Meera Iyer', userPhone: '+919845012345', total: 1000, itemCount: 1, paymentAttention: null,
      });
      expect(res).toMatchObject({ total: 2, page: 1, pages: 1 });
    });

    it('searches by orderId, by phone however typed, and by name', async () => {
      expect(await listedIds(`search=${ids.a!.orderNumber}`)).toEqual([ids.a!.id]);
      expect(await listedIds(`search=${ids.a!.orderNumber.slice(-6).toLowerCase()}`)).toEqual([ids.a!.id]);
      expect(await listedIds(`search=${encodeURIComponent('+91 98450 12345')}`)).toEqual([ids.b!.id, ids.a!.id]);
      expect(await listedIds('search=98450-12')).toEqual([ids.b!.id, ids.a!.id]);
      expect(await listedIds('search=kabir')).toEqual([ids.c!.id]);
      expect(await listedIds('search=9812300000')).toEqual([ids.c!.id]);
      // LIKE wildcards are taken literally.
      expect((await listed('search=%25')).total).toBe(0);
      expect((await listed('search=_')).total).toBe(0);
    });

    it('filters by status, payment status and payment method, and pages', async () => {
      expect(await listedIds('status=shipped')).toEqual([ids.b!.id]);
      expect(await listedIds('paymentStatus=paid')).toEqual([ids.c!.id]);
      expect(await listedIds('paymentMethod=ONLINE')).toEqual([ids.c!.id]);
      expect(await listedIds('paymentMethod=COD&status=pending&search=meera')).toEqual([ids.a!.id]);
      // Empty parameters (a form's blank select) are no filter.
      expect(await listedIds('status=&paymentStatus=&paymentMethod=&search=')).toEqual([ids.c!.id, ids.b!.id, ids.a!.id]);
      const page2 = await listed('search=meera&limit=1&page=2');
      expect(page2).toMatchObject({ total: 2, page: 2, pages: 2 });
      expect(page2.orders.map((o) => o._id)).toEqual([ids.a!.id]);
    });

    it('refuses a bad filter with 400', async () => {
      for (const query of ['status=lost', 'limit=101', 'page=0', 'paymentMethod=UPI', 'sort=asc']) {
        const res = await adminCall('GET', `/api/admin/orders?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toMatch(/^Invalid query parameter/);
      }
    });
  });

  describe('detail', () => {
    it('shows the order by _id or orderId, with what only the shop sees', async () => {
      const asha = await createCustomer(t);
      await db().update(users).set({ email: 'asha@example.com' }).where(eq(users.id, asha.id));
      const { order } = await place(asha, 2);
      await t.app.notifications.settled();
      const byId = await adminCall('GET', `/api/admin/orders/${order._id}`);
      expect(byId.statusCode, byId.body).toBe(200);
      const detail = byId.json() as AdminOrderDetail;
      expect(detail).toMatchObject({
        ...order, updatedAt: expect.any(String),
        userEmail: 'asha@example.com', courier: null, trackingNumber: null, shippedAt: null, paymentProvider: null, paymentReference: null,
        paymentAttention: null, audit: [], allowedStatuses: ['processing', 'shipped', 'cancelled'], canMarkPaid: true,
      });
      expect(detail.notifications.map((n) => [n.event, n.channel, n.status, n.attempts])).toEqual([
        ['order_placed', 'email', 'sent', 1], ['order_placed', 'sms', 'sent', 1],
      ]);
      expect((await adminCall('GET', `/api/admin/orders/${order.orderId}`)).json()).toEqual(detail);
      const missing = await adminCall('GET', '/api/admin/orders/DH-2026-999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Order not found' });
    });
  });

  describe('status changes', () => {
    it('processing changes the status only, and writes one audit row with the admin', async () => {
      const { order } = await place(await createCustomer(t));
      const before = await orderRow(order._id);
      const res = await adminCall('POST', `/api/admin/orders/${order.orderId}/status`, { status: 'processing' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ _id: order._id, status: 'processing', allowedStatuses: ['shipped', 'cancelled'] });
      expectOnlyChanged(before, await orderRow(order._id), ['status']);
      const audit = await auditOf(order._id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorUserId: admin.user._id, action: 'order.process', before: { status: 'pending' }, after: { status: 'processing' } });
      expect(res.json().audit).toEqual([{ action: 'order.process', actorPhone: admin.user.phone, createdAt: expect.any(String), before: { status: 'pending' }, after: { status: 'processing' } }]);
    });

    it('shipped needs the courier and the tracking number, and changes nothing without them', async () => {
      const { order } = await place(await createCustomer(t));
      const before = await orderRow(order._id);
      const none = await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'shipped' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({
        message: 'Enter the courier to mark this order shipped',
        errors: ['courier: Enter the courier to mark this order shipped', 'trackingNumber: Enter the tracking number to mark this order shipped'],
      });
      const noTracking = await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'shipped', courier: 'Blue Dart', trackingNumber: ' ' });
      expect(noTracking.json().message).toBe('Enter the tracking number to mark this order shipped');
      expect(await orderRow(order._id)).toEqual(before);
      expect(await auditOf(order._id)).toEqual([]);
    });

    it('shipped keeps the courier and tracking, tells the customer once, and shows the tracking box data', async () => {
      const asha = await createCustomer(t);
      const { order } = await place(asha);
      await t.app.notifications.settled();
      const before = await orderRow(order._id);
      const res = await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'shipped', courier: ' Blue Dart ', trackingNumber: 'BD 9081726354' });
      expect(res.statusCode, res.body).toBe(200);
      const after = await orderRow(order._id);
      expectOnlyChanged(before, after, ['status', 'courier', 'trackingNumber', 'shippedAt']);
      expect(after).toMatchObject({ status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD 9081726354', shippedAt: expect.any(Date) });
      const [audit, ...more] = await auditOf(order._id);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        actorUserId: admin.user._id, action: 'order.ship',
        before: { status: 'pending', courier: null, trackingNumber: null, shippedAt: null },
        after: { status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD 9081726354', shippedAt: after.shippedAt!.toISOString() },
      });

      await t.app.notifications.settled();
      const texts = t.app.auth.sms.messagesFor!(asha.phone);
      expect(texts.filter((text) => text.includes('has shipped'))).toEqual([
        `Dhatu: Your order ${order.orderId} has shipped with Blue Dart, tracking number BD 9081726354.`,
      ]);
      const customerView = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: asha.headers })).json() as OrderDto;
      expect(customerView.tracking).toEqual({ courier: 'Blue Dart', trackingNumber: 'BD 9081726354', shippedAt: after.shippedAt!.toISOString() });

      // Shipping again is refused, and no second notice is queued.
      const again = await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'shipped', courier: 'DTDC', trackingNumber: 'D1234567' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'This order is already shipped' });
      expect(await db().$count(notifications, and(eq(notifications.orderId, order._id), eq(notifications.event, 'order_shipped')))).toBe(1);
    });

    it('delivered sets the delivery time, is audited and tells the customer', async () => {
      const asha = await createCustomer(t);
      const { order } = await place(asha);
      await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' });
      const before = await orderRow(order._id);
      const res = await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'delivered' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'delivered', allowedStatuses: [], deliveredAt: expect.any(String) });
      expectOnlyChanged(before, await orderRow(order._id), ['status', 'deliveredAt']);
      expect((await auditOf(order._id)).map((a) => a.action).sort()).toEqual(['order.deliver', 'order.ship']);
      await t.app.notifications.settled();
      expect(t.app.auth.sms.messagesFor!(asha.phone).at(-1)).toBe(`Dhatu: Your order ${order.orderId} has been delivered. Thank you for shopping with us!`);
    });

    it('refuses illegal transitions with the domain’s words and changes nothing', async () => {
      const asha = await createCustomer(t);
      const pending = (await place(asha)).order;
      const cancelled = (await place(asha)).order;
      await adminCall('POST', `/api/admin/orders/${cancelled._id}/cancel`);
      const online = await rawOrder(t, asha.id, (await f.product()).id, { paymentMethod: 'ONLINE', paymentStatus: 'pending' });
      const cases: [string, object, string][] = [
        [pending._id, { status: 'delivered' }, 'An order that is pending cannot become delivered'],
        [cancelled._id, { status: 'processing' }, 'This order is already cancelled'],
        [online.id, { status: 'processing' }, 'This online order is not paid yet, so it cannot be processed, shipped or delivered'],
        [pending._id, { status: 'cancelled' }, 'Choose processing, shipped or delivered'],
        [pending._id, { status: 'processing', trackingNumber: 'EE123456789IN' }, 'A courier and tracking number are given only when marking an order shipped'],
      ];
      for (const [id, body, message] of cases) {
        const before = await orderRow(id);
        const auditRows = (await auditOf(id)).length;
        const res = await adminCall('POST', `/api/admin/orders/${id}/status`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
        expect(await orderRow(id)).toEqual(before);
        expect(await auditOf(id)).toHaveLength(auditRows);
      }
      const missing = await adminCall('POST', '/api/admin/orders/nope/status', { status: 'processing' });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('cancel', () => {
    it('gives back the stock and the coupon use, and is audited', async () => {
      const asha = await createCustomer(t);
      const couponId = await f.coupon({ code: 'ADMIN10', value: 10, usageLimit: 5 });
      const { order, productId } = await place(asha, 3, couponId);
      const usedCount = async () => (await db().select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId)))[0]!.n;
      expect(await stockOf(productId)).toBe(7);
      expect(await usedCount()).toBe(1);
      // The shop may cancel after the customer's 24 hours, and while processing.
      await db().update(orders).set({ status: 'processing', createdAt: new Date(Date.now() - 48 * 3_600_000) }).where(eq(orders.id, order._id));
      const before = await orderRow(order._id);

      const res = await adminCall('POST', `/api/admin/orders/${order._id}/cancel`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled', allowedStatuses: [], canMarkPaid: false });
      expect(await stockOf(productId)).toBe(10);
      expect(await usedCount()).toBe(0);
      expect(await db().$count(couponRedemptions, eq(couponRedemptions.orderId, order._id))).toBe(0);
      const after = await orderRow(order._id);
      expectOnlyChanged(before, after, ['status', 'paymentStatus', 'cancelledAt']);
      const audit = await auditOf(order._id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: admin.user._id, action: 'order.cancel',
        before: { status: 'processing', paymentStatus: 'pending', cancelledAt: null },
        after: {
          status: 'cancelled', paymentStatus: 'cancelled', cancelledAt: after.cancelledAt!.toISOString(), couponReturned: 'ADMIN10',
          restocked: [{ productId, name: expect.any(String), quantity: 3 }],
        },
      });

      const twice = await adminCall('POST', `/api/admin/orders/${order._id}/cancel`);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ message: 'This order is already cancelled' });
      expect(await stockOf(productId)).toBe(10);
    });

    it('lets one of several concurrent changes win: the stock comes back once', async () => {
      const { order, productId } = await place(await createCustomer(t), 2);
      const answers = await Promise.all([
        ...[1, 2, 3].map(() => adminCall('POST', `/api/admin/orders/${order._id}/cancel`)),
        adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'shipped', courier: 'DTDC', trackingNumber: 'D12345678' }),
      ]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(3);
      const { status } = await orderRow(order._id);
      expect(await stockOf(productId)).toBe(status === 'cancelled' ? 10 : 8);
      expect(await auditOf(order._id)).toHaveLength(1);
    });

    it('refuses to cancel a shipped order', async () => {
      const { order, productId } = await place(await createCustomer(t));
      await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'shipped', courier: 'DTDC', trackingNumber: 'D12345678' });
      const res = await adminCall('POST', `/api/admin/orders/${order._id}/cancel`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'An order that is shipped cannot become cancelled' });
      expect(await stockOf(productId)).toBe(9);
      expect((await orderRow(order._id)).status).toBe('shipped');
    });
  });

  describe('payments', () => {
    it('marks a COD order paid, once, and is audited', async () => {
      const { order } = await place(await createCustomer(t));
      const before = await orderRow(order._id);
      const res = await adminCall('POST', `/api/admin/orders/${order._id}/mark-paid`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ paymentStatus: 'paid', paymentVerifiedAt: expect.any(String), canMarkPaid: false, status: 'pending' });
      const after = await orderRow(order._id);
      expectOnlyChanged(before, after, ['paymentStatus', 'paymentVerifiedAt']);
      expect(await auditOf(order._id)).toMatchObject([{
        action: 'order.mark_paid', actorUserId: admin.user._id,
        before: { paymentStatus: 'pending', paymentVerifiedAt: null }, after: { paymentStatus: 'paid', paymentVerifiedAt: after.paymentVerifiedAt!.toISOString() },
      }]);
      const again = await adminCall('POST', `/api/admin/orders/${order._id}/mark-paid`);
      expect(again.json()).toEqual({ message: 'This order is already paid' });
    });

    it('refuses to mark online or cancelled orders paid', async () => {
      const asha = await createCustomer(t);
      const productId = (await f.product()).id;
      const online = await rawOrder(t, asha.id, productId, { paymentMethod: 'ONLINE', paymentStatus: 'pending' });
      const cancelled = await rawOrder(t, asha.id, productId, { status: 'cancelled', paymentStatus: 'cancelled' });
      for (const [id, message] of [[online.id, 'Only Cash on Delivery orders can be marked paid'], [cancelled.id, 'A cancelled order cannot be marked paid']] as const) {
        const before = await orderRow(id);
        const res = await adminCall('POST', `/api/admin/orders/${id}/mark-paid`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message });
        expect(await orderRow(id)).toEqual(before);
        expect(await auditOf(id)).toEqual([]);
      }
    });

    it('clears a payment note, keeping it in the audit log', async () => {
      const asha = await createCustomer(t);
      const note = 'Payment pay_123 of ₹1,000 arrived after the order was released. Refund the customer.';
      const order = await rawOrder(t, asha.id, (await f.product()).id, { paymentMethod: 'ONLINE', paymentStatus: 'cancelled', status: 'cancelled', paymentAttention: note });
      const before = await orderRow(order.id);
      const res = await adminCall('POST', `/api/admin/orders/${order.id}/clear-attention`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().paymentAttention).toBeNull();
      expectOnlyChanged(before, await orderRow(order.id), ['paymentAttention']);
      expect(await auditOf(order.id)).toMatchObject([{ action: 'order.clear_attention', before: { paymentAttention: note }, after: { paymentAttention: null } }]);
      const again = await adminCall('POST', `/api/admin/orders/${order.id}/clear-attention`);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'This order has no payment note to clear' });
    });
  });

  describe('invoice and audit log', () => {
    it('downloads any order’s invoice; 404 before one is issued', async () => {
      const asha = await createCustomer(t);
      const { order } = await place(asha);
      const res = await adminCall('GET', `/api/admin/orders/${order.orderId}/invoice`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.invoiceNumber!.replaceAll('/', '-')}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const unpaid = await rawOrder(t, asha.id, (await f.product()).id, { paymentMethod: 'ONLINE' });
      const none = await adminCall('GET', `/api/admin/orders/${unpaid.id}/invoice`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: 'Invoice not found' });
    });

    it('lists audit entries newest first, by record, with the admin who acted', async () => {
      const { order } = await place(await createCustomer(t));
      await adminCall('POST', `/api/admin/orders/${order._id}/status`, { status: 'processing' });
      await adminCall('POST', `/api/admin/orders/${order._id}/mark-paid`);
      const res = await adminCall('GET', `/api/admin/audit?entityType=order&entityId=${order._id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
      expect(body.entries.map((e: { action: string }) => e.action)).toEqual(['order.mark_paid', 'order.process']);
      expect(body.entries[0]).toMatchObject({ entityType: 'order', entityId: order._id, actorPhone: admin.user.phone, _id: expect.any(String) });
      const all = (await adminCall('GET', '/api/admin/audit?limit=1&page=2')).json();
      expect(all.entries).toHaveLength(1);
      expect(all.total).toBeGreaterThan(2);
    });
  });

  it('documents the routes in /api/docs with their parameters and bodies', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>> };
    expect(doc.paths['/api/admin/orders']!.get!.parameters!.map((p) => p.name)).toEqual(['search', 'status', 'paymentStatus', 'paymentMethod', 'page', 'limit']);
    expect(doc.paths['/api/admin/orders/{id}/status']!.post!.requestBody).toBeTruthy();
    for (const path of ['/api/admin/dashboard', '/api/admin/audit', '/api/admin/orders/{id}', '/api/admin/orders/{id}/invoice']) expect(doc.paths).toHaveProperty([path]);
  });
});
