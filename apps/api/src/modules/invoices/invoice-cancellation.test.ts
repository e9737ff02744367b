import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { financialYearOf, formatDateLong } from '@dhatu/domain';
import type { OrderDto } from '@dhatu/domain/contracts';
import { invoices } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signInAdmin, rawOrder } from '../admin/orders/test-helpers.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, postOrder, type Customer } from '../orders/test-helpers.ts';
import { payOnSandboxPage, placeOnlineOrder, SANDBOX_ENV } from '../payments/test-helpers.ts';
import { invoiceSettings, issueInvoice, NOT_INVOICEABLE_MESSAGE } from './invoice.service.ts';
import { flatText, keepPreview, pdfTitle } from './test-helpers.ts';

/**
 * A tax invoice exists only for a confirmed order (COD placed, or online paid), and cancelling an
 * invoiced order — by the customer or the shop — marks the invoice cancelled: it keeps its number
 * (the year's numbers stay consecutive) and its PDF says CANCELLED with the date.
 */
describe('invoices of confirmed orders, and of cancelled ones', () => {
  let t: TestContext;
  let f: Fixtures;
  const get = (headers: { authorization: string }, url: string) => t.app.inject({ method: 'GET', url, headers });
  const invoiceOf = async (orderId: string) => (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());
  afterEach(() => { vi.useRealTimers(); });

  async function codOrder(who: Customer): Promise<OrderDto> {
    const lamp = await f.product({ name: 'Brass Akhand Diya', price: 1200, stock: 20 });
    await fillCarts(t, [who], [{ productId: lamp.id, quantity: 1 }]);
    const res = await postOrder(t, who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OrderDto;
  }

  /** What the PDF says about the cancellation, word for word. */
  const cancelledNotice = (cancelledAt: Date, orderId: string) =>
    `This invoice was cancelled on ${formatDateLong(cancelledAt)}, with order ${orderId}. It is not a valid tax invoice.`;

  it('cancelled by the customer: the invoice keeps its number, is marked cancelled, and its PDF says CANCELLED with the date', async () => {
    const asha = await createCustomer(t);
    const order = await codOrder(asha);
    expect(order.invoiceNumber).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(order.invoiceCancelledAt).toBeNull();

    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: asha.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const invoice = await invoiceOf(order._id);
    expect(invoice!.invoiceNumber).toBe(order.invoiceNumber);
    expect(invoice!.cancelledAt).toBeInstanceOf(Date);
    const cancelledAt = invoice!.cancelledAt!;

    // Every answer about the order says so.
    expect(cancel.json()).toMatchObject({ status: 'cancelled', invoiceNumber: order.invoiceNumber, invoiceCancelledAt: cancelledAt.toISOString() });
    expect((await get(asha.headers, `/api/orders/${order.orderId}`)).json()).toMatchObject({ invoiceCancelledAt: cancelledAt.toISOString() });
    expect((await get(asha.headers, `/api/invoice/check/${order._id}`)).json()).toEqual({
      exists: true, invoice: { invoiceNumber: order.invoiceNumber, issuedAt: expect.any(String), cancelledAt: cancelledAt.toISOString() },
    });

    const pdf = await get(asha.headers, `/api/invoice/download/${order._id}`);
    expect(pdf.statusCode).toBe(200);
    keepPreview('cancelled', pdf.rawPayload);
    expect(pdfTitle(pdf.rawPayload)).toBe(`Tax Invoice ${order.invoiceNumber} (CANCELLED)`);
    const text = flatText(pdf.rawPayload);
    expect(text).toContain('CANCELLED');
    expect(text).toContain(cancelledNotice(cancelledAt, order.orderId));
    // Still the same document otherwise: its number, order and total.
    for (const expected of ['TAX INVOICE', order.invoiceNumber!, order.orderId, '₹1,200.00']) expect(text).toContain(expected);
  });

  it('cancelled by the shop from the console: the invoice is marked cancelled too', async () => {
    const admin = await signInAdmin(t);
    const kavya = await createCustomer(t, 'Kavya Reddy');
    const order = await codOrder(kavya);
    const before = await get(admin.headers, `/api/admin/orders/${order._id}/invoice`);
    expect(flatText(before.rawPayload)).not.toContain('CANCELLED');

    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/cancel`, headers: admin.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelledAt = (await invoiceOf(order._id))!.cancelledAt!;
    expect(cancelledAt).toBeInstanceOf(Date);
    expect(cancel.json()).toMatchObject({ invoiceNumber: order.invoiceNumber, invoiceCancelledAt: cancelledAt.toISOString() });

    const after = flatText((await get(admin.headers, `/api/admin/orders/${order._id}/invoice`)).rawPayload);
    expect(after).toContain(cancelledNotice(cancelledAt, order.orderId));
    expect(flatText((await get(kavya.headers, `/api/invoice/download/${order._id}`)).rawPayload)).toContain('CANCELLED');
  });

  it('numbers stay consecutive: a cancelled invoice keeps its number and the next order takes the next one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-10T11:00:00+05:30'));
    const meera = await createCustomer(t, 'Meera Iyer');
    const placed: OrderDto[] = [];
    for (let i = 0; i < 3; i++) placed.push(await codOrder(meera));
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${placed[1]!._id}/cancel`, headers: meera.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    placed.push(await codOrder(meera));

    expect(placed.map((o) => o.invoiceNumber)).toEqual(['INV/3132/000001', 'INV/3132/000002', 'INV/3132/000003', 'INV/3132/000004']);
    const year = await t.database.db.select({ number: invoices.invoiceNumber, cancelledAt: invoices.cancelledAt })
      .from(invoices).where(eq(invoices.financialYear, '3132')).orderBy(asc(invoices.sequence));
    expect(year.map((i) => [i.number, i.cancelledAt !== null])).toEqual([
      ['INV/3132/000001', false], ['INV/3132/000002', true], ['INV/3132/000003', false], ['INV/3132/000004', false],
    ]);
  });

  it('issues no invoice for an online order until it is paid, nor for one whose payment failed', async () => {
    const unpaid = await placeOnlineOrder(t, f);
    expect(unpaid.order.invoiceNumber).toBeNull();
    expect((await get(unpaid.customer.headers, `/api/invoice/check/${unpaid.order._id}`)).json()).toEqual({ exists: false, invoice: null });
    const download = await get(unpaid.customer.headers, `/api/invoice/download/${unpaid.order._id}`);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ message: 'Invoice not found' });

    await payOnSandboxPage(t, unpaid.order.paymentUrl!, 'failed');
    expect(await invoiceOf(unpaid.order._id)).toBeUndefined();
    expect((await get(unpaid.customer.headers, `/api/orders/${unpaid.order._id}`)).json()).toMatchObject({ status: 'cancelled', invoiceNumber: null, invoiceCancelledAt: null });

    const paid = await placeOnlineOrder(t, f);
    await payOnSandboxPage(t, paid.order.paymentUrl!, 'paid');
    expect((await get(paid.customer.headers, `/api/orders/${paid.order._id}`)).json()).toMatchObject({ paymentStatus: 'paid', invoiceNumber: expect.stringMatching(/^INV\//), invoiceCancelledAt: null });
  });

  it('issueInvoice refuses an order that is not confirmed, taking no number', async () => {
    const customer = await createCustomer(t);
    const product = await f.product({ price: 800 });
    const online = await rawOrder(t, customer.id, product.id, { paymentMethod: 'ONLINE', paymentStatus: 'pending' });
    const cancelledCod = await rawOrder(t, customer.id, product.id, { status: 'cancelled' });
    const settings = invoiceSettings(t.config);
    const year = financialYearOf(new Date()).code;
    const [last] = await t.database.db.select({ sequence: invoices.sequence }).from(invoices)
      .where(eq(invoices.financialYear, year)).orderBy(desc(invoices.sequence)).limit(1);
    for (const order of [online, cancelledCod]) {
      await expect(t.database.db.transaction((tx) => issueInvoice(tx, order.id, settings))).rejects.toMatchObject({ statusCode: 409, message: NOT_INVOICEABLE_MESSAGE });
      expect(await invoiceOf(order.id)).toBeUndefined();
    }
    // The next confirmed order takes the very next number.
    const next = await invoiceOf((await codOrder(customer))._id);
    expect([next!.financialYear, next!.sequence]).toEqual([year, last!.sequence + 1]);
  });
});
