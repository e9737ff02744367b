import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POLICY, RETURN_LIMITS, RETURN_MESSAGES } from '@dhatu/domain';
import type { AdminReturnList, ReturnList } from '@dhatu/domain/contracts';
import { auditLog, creditNotes, notifications, orders, products, refunds, returnRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { signInAdmin } from '../admin/orders/test-helpers.ts';
import { createCustomer } from '../orders/test-helpers.ts';
import { pdfText } from '../invoices/test-helpers.ts';
import { deliveredOrder, markDelivered, ownerStep, ownerStepOk, postReturn, requested, UPI, VIDEOS } from './test-helpers.ts';

describe('returns, exchanges and refunds (issue 23)', () => {
  let t: TestContext;
  let f: Fixtures;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    admin = (await signInAdmin(t)).headers;
  });
  afterAll(() => t.close());

  const requestCount = (orderId: string) => t.database.db.$count(returnRequests, eq(returnRequests.orderId, orderId));
  const stock = async (productId: string) => (await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, productId)))[0]!.s;
  const list = async (who: { headers: { authorization: string } }, orderId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/returns`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReturnList;
  };

  it('a delivered COD order: asked within the window with a photo and the video, refunded by UPI, credit note issued', async () => {
    const { customer, order, productId } = await deliveredOrder(t, f, { price: 1200, quantity: 2, stock: 10 });
    const item = order.items[0]!;
    const before = await list(customer, order._id);
    expect(before).toMatchObject({ canRequest: true, returns: [], returnable: [{ itemId: item._id, quantity: 2 }] });

    const request = await requested(t, customer, order._id, { lines: [{ itemId: item._id, quantity: 1 }], refundTo: UPI });
    expect(request).toMatchObject({ status: 'requested', resolution: 'refund', reason: 'damaged', refundTo: 'UPI as•••@okicici' });
    expect(request.lines).toEqual([expect.objectContaining({ itemId: item._id, quantity: 1, amount: 1200 })]);
    expect(request.returnNumber).toMatch(/^RET-\d{4}-\d{6}$/);
    // Every instance serves the media from the database.
    const video = await t.app.inject({ method: 'GET', url: request.video });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(VIDEOS.mp4())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: request.photos[0]! })).headers['content-type']).toBe('image/webp');

    // The owner's queue.
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/returns?status=open', headers: admin });
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = queue.json() as AdminReturnList;
    expect(listed.returns.map((r) => r._id)).toContain(request._id);
    expect(listed.counts.requested).toBeGreaterThanOrEqual(1);
    const full = listed.returns.find((r) => r._id === request._id)!;
    expect(full.refundTo).toBe('UPI asha.rao@okicici');

    await ownerStepOk(t, admin, request._id, 'approve', { instructions: 'Our courier picks it up on Monday between 10 and 2.' });
    const stockBefore = await stock(productId);
    const received = await ownerStepOk(t, admin, request._id, 'receive', { lines: [{ lineId: request.lines[0]!._id, restock: 1 }] });
    expect(received).toMatchObject({ status: 'received', refundable: 1200 });
    expect(await stock(productId)).toBe(stockBefore + 1);

    const pending = await ownerStepOk(t, admin, request._id, 'refund');
    expect(pending.status).toBe('refund_pending');
    expect(pending.refund).toMatchObject({ amount: 1200, shipping: 0, method: 'upi', status: 'pending' });
    expect(pending.refund!.creditNoteNumber).toMatch(/^CN\/\d{4}\/\d{6}$/);
    const paid = await ownerStepOk(t, admin, request._id, 'refund-paid', { reference: 'UTR123456789' });
    expect(paid).toMatchObject({ status: 'refunded', refund: { status: 'processed', reference: 'UTR123456789' }, refundTo: 'UPI as•••@okicici' });

    const after = await list(customer, order._id);
    expect(after.returns[0]).toMatchObject({ status: 'refunded', instructions: 'Our courier picks it up on Monday between 10 and 2.' });
    expect(after.returns[0]!.timeline.map((e) => e.status)).toEqual(['requested', 'approved', 'received', 'refund_pending', 'refunded']);
    expect(after.returnable).toEqual([{ itemId: item._id, quantity: 1 }]);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}/returns/${request._id}/credit-note`, headers: customer.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(paid.refund!.creditNoteNumber!);
    expect(text).toContain(order.invoiceNumber!);

    // Someone else cannot read it, nor the requests.
    const other = await createCustomer(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/returns/${request._id}/credit-note`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/returns`, headers: other.headers })).statusCode).toBe(404);

    // The owner's order page links the request; the customer's order now reads as refunded once all paid came back (not here: 1 of 2).
    const ownerOrder = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: admin });
    expect(ownerOrder.json().returns).toEqual([expect.objectContaining({ _id: request._id, returnNumber: request.returnNumber, status: 'refunded' })]);
    expect(ownerOrder.json().paymentStatus).not.toBe('refunded');

    const sms = await t.database.db.select({ event: notifications.event }).from(notifications)
      .where(and(eq(notifications.returnId, request._id), eq(notifications.channel, 'sms')));
    expect(sms.map((n) => n.event).sort()).toEqual(['return_approved', 'return_received', 'return_refunded', 'return_requested']);
    const audited = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, request._id));
    expect(audited.map((a) => a.action)).toEqual(['return.approve', 'return.receive', 'return.refund', 'return.refunded']);
  });

  it('bad requests are refused with a clear message and create nothing', async () => {
    const { customer, order } = await deliveredOrder(t, f, { quantity: 2 });
    const itemId = order.items[0]!._id;
    const cases: [Parameters<typeof postReturn>[3], number, string][] = [
      [{ lines: [{ itemId, quantity: 3 }], refundTo: UPI }, 400, RETURN_MESSAGES.tooMany(order.items[0]!.product.name, 2)],
      [{ lines: [{ itemId: 'nope', quantity: 1 }], refundTo: UPI }, 400, RETURN_MESSAGES.unknownLine],
      [{ lines: [], refundTo: UPI }, 400, RETURN_MESSAGES.noLines],
      [{ lines: [{ itemId, quantity: 1 }] }, 400, RETURN_MESSAGES.refundToRequired],
      [{ lines: [{ itemId, quantity: 1 }], refundTo: { method: 'upi', upiId: 'not an id' } }, 400, RETURN_MESSAGES.upiInvalid],
      [{ lines: [{ itemId, quantity: 1 }], refundTo: { method: 'bank', accountName: 'Asha Rao', ifsc: 'SBIN001', accountNumber: '12345678901' } }, 400, RETURN_MESSAGES.ifscInvalid],
      [{ lines: [{ itemId, quantity: 1 }], reason: 'other', refundTo: UPI }, 400, RETURN_MESSAGES.reasonTextRequired],
      [{ lines: [{ itemId, quantity: 1 }], refundTo: UPI, video: null }, 400, RETURN_MESSAGES.videoRequired],
      [{ lines: [{ itemId, quantity: 1 }], refundTo: UPI, video: { name: 'video.mp4', type: 'video/mp4', data: Buffer.from('just text pretending'), field: 'video' } }, 400, RETURN_MESSAGES.notVideo],
      [{ lines: [{ itemId, quantity: 1 }], refundTo: UPI, video: { name: 'long.mp4', type: 'video/mp4', data: VIDEOS.tooLong(), field: 'video' } }, 400, RETURN_MESSAGES.videoTooLong],
      [{ lines: [{ itemId, quantity: 1 }], refundTo: UPI, photos: [{ name: 'x.png', type: 'image/png', data: VIDEOS.webm(), field: 'photos' }] }, 400, 'Only image files (JPEG, PNG, WebP, GIF, AVIF or HEIF) can be uploaded'],
    ];
    for (const [input, status, message] of cases) {
      const res = await postReturn(t, customer, order._id, input);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const huge = await postReturn(t, customer, order._id, {
      lines: [{ itemId, quantity: 1 }], refundTo: UPI,
      video: { name: 'long.mp4', type: 'video/mp4', data: Buffer.concat([VIDEOS.mp4(), Buffer.alloc(RETURN_LIMITS.videoMaxBytes)]), field: 'video' },
    });
    expect([huge.statusCode, huge.json().message]).toEqual([413, RETURN_MESSAGES.videoTooBig]);
    expect(await requestCount(order._id)).toBe(0);

    // Someone else's order is not found; an undelivered one and one past the window are refused.
    const stranger = await createCustomer(t);
    expect((await postReturn(t, stranger, order._id, { lines: [{ itemId, quantity: 1 }], refundTo: UPI })).statusCode).toBe(404);
    await markDelivered(t, order._id, (POLICY.returnRequestWithinDays * 24 + 1) * 3600_000);
    const late = await postReturn(t, customer, order._id, { lines: [{ itemId, quantity: 1 }], refundTo: UPI });
    expect(late.json().message).toBe(RETURN_MESSAGES.windowClosed);
    expect((await list(customer, order._id)).canRequest).toBe(false);
    expect(await requestCount(order._id)).toBe(0);
  });

  it('a pending order cannot be returned', async () => {
    const { customer, order } = await deliveredOrder(t, f);
    await t.database.db.update(orders).set({ status: 'processing', deliveredAt: null }).where(eq(orders.id, order._id));
    const res = await postReturn(t, customer, order._id, { lines: [{ itemId: order.items[0]!._id, quantity: 1 }], refundTo: UPI });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RETURN_MESSAGES.notDelivered);
  });

  it('units are asked for once: a second request for them is refused, two at once give one, a rejected request gives them back', async () => {
    const { customer, order } = await deliveredOrder(t, f, { quantity: 2 });
    const item = order.items[0]!;
    const both = { lines: [{ itemId: item._id, quantity: 2 }], refundTo: UPI };
    const answers = await Promise.all([postReturn(t, customer, order._id, both), postReturn(t, customer, order._id, both)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(RETURN_MESSAGES.tooMany(item.product.name, 0));
    const first = answers.find((a) => a.statusCode === 201)!.json().request as { _id: string };

    const rejected = await ownerStepOk(t, admin, first._id, 'reject', { reason: 'The video shows the piece was used.' });
    // A request that will never be paid shows the owner the account masked too.
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'The video shows the piece was used.', refundTo: 'UPI as•••@okicici' });
    expect((await ownerStep(t, admin, first._id, 'approve', { instructions: 'Too late for this one.' })).json().message)
      .toBe(RETURN_MESSAGES.transition('rejected', 'approved'));
    await requested(t, customer, order._id, { lines: [{ itemId: item._id, quantity: 1 }], refundTo: UPI });
  });

  it('an exchange takes the same piece from stock and ships it; no stock is a clear 409', async () => {
    const { customer, order, productId } = await deliveredOrder(t, f, { quantity: 1, stock: 1 });
    const request = await requested(t, customer, order._id, { lines: [{ itemId: order.items[0]!._id, quantity: 1 }], resolution: 'exchange', reason: 'wrong_item' });
    expect(request.refundTo).toBeNull();
    await ownerStepOk(t, admin, request._id, 'approve', { instructions: 'Ship it back to us by India Post.' });
    await ownerStepOk(t, admin, request._id, 'receive', { lines: [{ lineId: request.lines[0]!._id, restock: 0 }] });
    expect(await stock(productId)).toBe(0);
    expect((await ownerStep(t, admin, request._id, 'refund')).json().message).toBe(RETURN_MESSAGES.notRefund);
    const none = await ownerStep(t, admin, request._id, 'exchange', { courier: 'Delhivery', trackingNumber: 'DLV12345678' });
    expect(none.statusCode).toBe(409);
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, productId));
    const sent = await ownerStepOk(t, admin, request._id, 'exchange', { courier: 'Delhivery', trackingNumber: 'DLV12345678' });
    expect(sent).toMatchObject({ status: 'exchanged', exchange: { courier: 'Delhivery', trackingNumber: 'DLV12345678' } });
    expect(await stock(productId)).toBe(2);
  });

  it('a refund never passes what was paid: clicked twice at once it is made once; all units back for a broken piece refunds shipping', async () => {
    const { customer, order } = await deliveredOrder(t, f, { price: 400, quantity: 1 });
    expect(order.shippingFee).toBeGreaterThan(0);
    const request = await requested(t, customer, order._id, { lines: [{ itemId: order.items[0]!._id, quantity: 1 }], refundTo: { method: 'bank', accountName: 'Asha Rao', ifsc: 'sbin0001234', accountNumber: '123456789012' } });
    expect(request.refundTo).toBe('A/c ••••9012 · SBIN0001234');
    await ownerStepOk(t, admin, request._id, 'approve', { instructions: 'Courier pickup tomorrow.' });
    await ownerStepOk(t, admin, request._id, 'receive', { lines: [{ lineId: request.lines[0]!._id, restock: 1 }] });
    const clicks = await Promise.all([1, 2, 3].map(() => ownerStep(t, admin, request._id, 'refund')));
    expect(clicks.every((c) => c.statusCode === 200), clicks.map((c) => c.body).join('\n')).toBe(true);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.returnId, request._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountPaise).toBe(Math.round(order.total * 100));
    expect(rows[0]!.shippingPaise).toBe(Math.round(order.shippingFee * 100));
    expect(await t.database.db.$count(creditNotes, eq(creditNotes.refundId, rows[0]!.id))).toBe(1);
  });

  it('customers and strangers cannot reach the owner API', async () => {
    const customer = await createCustomer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/returns', headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/returns' })).statusCode).toBe(401);
  });
});
