import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { amountInWords, formatDateLong, returnedLinePaise } from '@dhatu/domain';
import type { OrderDto } from '@dhatu/domain/contracts';
import { creditNotes, invoices, orderItems, orders, refunds, returnRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { rawOrder } from '../admin/orders/test-helpers.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import {
  createCustomer, fillCarts, GUJARAT_ADDRESS, KARNATAKA_ADDRESS, orderBody, postOrder, type Customer,
} from '../orders/test-helpers.ts';
import { creditNoteFileName, renderCreditNotePdf } from './credit-note-pdf.ts';
import { findCreditNote, findCreditNoteOfReturn, issueCreditNote, type CreditNoteInput } from './credit-note.service.ts';
import { invoiceSettings } from './invoice.service.ts';
import { flatText, keepPreview, pdfTitle } from './test-helpers.ts';

/**
 * GST credit notes for refunds of returned goods: the returned units as the invoice printed them,
 * adding up to exactly what the refund pays, taxed as the invoice was, numbered in their own series.
 */
describe('credit notes', () => {
  let t: TestContext;
  let f: Fixtures;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  const issue = (input: CreditNoteInput, now?: Date) =>
    t.database.db.transaction((tx) => issueCreditNote(tx, input, invoiceSettings(t.config), now));
  const itemsOf = (orderId: string) =>
    t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const invoiceOf = async (orderId: string) => (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;

  /** A return request and its refund, written straight in (the returns service's part). */
  async function refundOf(orderId: string, userId: string, amountPaise: number, shippingPaise = 0) {
    serial += 1;
    const [request] = await t.database.db.insert(returnRequests).values({
      returnNumber: `RET-2099-${String(serial).padStart(6, '0')}-${Math.random().toString(36).slice(2, 6)}`,
      orderId, userId, resolution: 'refund', reason: 'damaged', videoUrl: '/media/returns/v.mp4', status: 'received',
    }).returning({ id: returnRequests.id });
    const [refund] = await t.database.db.insert(refunds).values({
      orderId, returnId: request!.id, amountPaise, shippingPaise, method: 'upi',
    }).returning({ id: refunds.id });
    return { returnId: request!.id, refundId: refund!.id };
  }

  /** Gujarat → Karnataka, with product discounts and a coupon shared across the lines. */
  async function interStateOrder(who: Customer) {
    const box = await f.product({ name: 'Hand-Engraved Silver Kumkum Box', price: 1499, discount: 10, category: 'silver' });
    const diya = await f.product({ name: 'Brass Diya', price: 450 });
    const couponId = await f.coupon({ code: `CN${Math.random().toString(36).slice(2, 6).toUpperCase()}`, type: 'percentage_upto', value: 20, max: 500 });
    await fillCarts(t, [who], [{ productId: box.id, quantity: 2 }, { productId: diya.id, quantity: 3 }], couponId);
    const res = await postOrder(t, who, orderBody({ shippingAddress: KARNATAKA_ADDRESS, billingAddressSameAsShipping: true, userName: 'Kavya Reddy' }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OrderDto;
  }

  /** Within Gujarat and small enough to pay the ₹50 shipping fee. */
  async function intraStateOrder(who: Customer) {
    const bell = await f.product({ name: 'Brass Pooja Bell', price: 399 });
    const lamp = await f.product({ name: 'Brass Tealight', price: 349 });
    await fillCarts(t, [who], [{ productId: bell.id, quantity: 1 }, { productId: lamp.id, quantity: 1 }]);
    const res = await postOrder(t, who, orderBody({ shippingAddress: GUJARAT_ADDRESS }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderDto;
    expect(order).toMatchObject({ shippingFee: 50 });
    return order;
  }

  it('credits part of a line with a coupon at exactly what the refund pays, as IGST for an inter-state supply', async () => {
    const kavya = await createCustomer(t, 'Kavya Reddy');
    const order = await interStateOrder(kavya);
    const [box, diya] = await itemsOf(order._id);
    expect(box!.couponDiscountPaise).toBeGreaterThan(0);
    expect(diya!.couponDiscountPaise).toBeGreaterThan(0);
    const paid = returnedLinePaise(box!, 1) + returnedLinePaise(diya!, 2);
    const { refundId, returnId } = await refundOf(order._id, kavya.id, paid);

    const note = await issue({ refundId, orderId: order._id, lines: [{ orderItemId: diya!.id, quantity: 2 }, { orderItemId: box!.id, quantity: 1 }], shippingPaise: 0 });
    const invoice = await invoiceOf(order._id);
    expect(note).toMatchObject({
      refundId, orderId: order._id, invoiceId: invoice.id, totalPaise: paid, supplyType: 'inter',
      placeOfSupply: 'Karnataka', placeOfSupplyCode: '29', cgstPaise: 0, sgstPaise: 0,
      seller: invoice.seller, buyer: invoice.buyer,
    });
    expect(note!.creditNoteNumber).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(note!.taxablePaise + note!.igstPaise).toBe(paid);
    // In the order's line order, at list price, less the product discount and the coupon share of the units.
    expect(note!.lines.map((l) => [l.kind, l.description, l.hsn, l.rateBasisPoints, l.quantity, l.unitPricePaise])).toEqual([
      ['goods', 'Hand-Engraved Silver Kumkum Box', box!.hsn, box!.gstRateBp, 1, 149_900],
      ['goods', 'Brass Diya', diya!.hsn, diya!.gstRateBp, 2, 45_000],
    ]);
    const [boxLine, diyaLine] = note!.lines;
    expect(boxLine).toMatchObject({ productDiscountPaise: 15_000, couponDiscountPaise: Math.floor(box!.couponDiscountPaise / 2), amountPaise: returnedLinePaise(box!, 1) });
    expect(diyaLine).toMatchObject({ productDiscountPaise: 0, couponDiscountPaise: Math.floor((diya!.couponDiscountPaise * 2) / 3), amountPaise: returnedLinePaise(diya!, 2) });
    expect(note!.summary.map((s) => s.hsn)).toEqual([box!.hsn, diya!.hsn]);

    // What the download routes read.
    expect(await findCreditNote(t.database.db, refundId)).toEqual(note);
    const found = await findCreditNoteOfReturn(t.database.db, returnId);
    expect(found).toMatchObject({ creditNote: { id: note!.id }, invoice: { id: invoice.id }, order: { id: order._id } });
  });

  it('credits the shipping fee on its own line, as CGST + SGST within the state', async () => {
    const asha = await createCustomer(t);
    const order = await intraStateOrder(asha);
    const [bell] = await itemsOf(order._id);
    const { refundId } = await refundOf(order._id, asha.id, 39_900 + 5_000, 5_000);

    const note = await issue({ refundId, orderId: order._id, lines: [{ orderItemId: bell!.id, quantity: 1 }], shippingPaise: 5_000 });
    expect(note).toMatchObject({ supplyType: 'intra', placeOfSupply: 'Gujarat', placeOfSupplyCode: '24', igstPaise: 0, totalPaise: 44_900 });
    expect(note!.taxablePaise + note!.cgstPaise + note!.sgstPaise).toBe(44_900);
    expect(note!.lines.map((l) => [l.kind, l.hsn, l.amountPaise])).toEqual([['goods', bell!.hsn, 39_900], ['shipping', '996812', 5_000]]);
    expect(note!.lines[1]).toMatchObject({ rateBasisPoints: 1800, taxablePaise: 4237, cgstPaise: 382, sgstPaise: 381 });
  });

  it('numbers notes consecutively in their own series, restarting each financial year', async () => {
    const meera = await createCustomer(t, 'Meera Iyer');
    const notes: string[] = [];
    const june = new Date('2033-06-10T11:00:00+05:30');
    for (let i = 0; i < 2; i++) {
      const order = await intraStateOrder(meera);
      const [bell] = await itemsOf(order._id);
      const { refundId } = await refundOf(order._id, meera.id, 39_900);
      notes.push((await issue({ refundId, orderId: order._id, lines: [{ orderItemId: bell!.id, quantity: 1 }], shippingPaise: 0 }, june))!.creditNoteNumber);
    }
    const order = await intraStateOrder(meera);
    const [bell] = await itemsOf(order._id);
    const { refundId } = await refundOf(order._id, meera.id, 39_900);
    const april = await issue({ refundId, orderId: order._id, lines: [{ orderItemId: bell!.id, quantity: 1 }], shippingPaise: 0 }, new Date('2034-04-01T00:05:00+05:30'));
    expect([...notes, april!.creditNoteNumber]).toEqual(['CN/3334/000001', 'CN/3334/000002', 'CN/3435/000001']);
    expect(april).toMatchObject({ financialYear: '3435', sequence: 1 });
  });

  it('answers the same note for the same refund, taking no new number', async () => {
    const asha = await createCustomer(t);
    const at = new Date('2036-05-01T10:00:00+05:30');
    const first = await intraStateOrder(asha);
    const [bell] = await itemsOf(first._id);
    const { refundId } = await refundOf(first._id, asha.id, 39_900);
    const input = { refundId, orderId: first._id, lines: [{ orderItemId: bell!.id, quantity: 1 }], shippingPaise: 0 };
    const once = await issue(input, at);
    const twice = await issue(input, new Date('2036-05-02T10:00:00+05:30'));
    expect(twice).toEqual(once);
    expect(await t.database.db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.refundId, refundId))).toHaveLength(1);

    const second = await intraStateOrder(asha);
    const [other] = await itemsOf(second._id);
    const next = await refundOf(second._id, asha.id, 39_900);
    const after = await issue({ refundId: next.refundId, orderId: second._id, lines: [{ orderItemId: other!.id, quantity: 1 }], shippingPaise: 0 }, at);
    expect([once!.creditNoteNumber, after!.creditNoteNumber]).toEqual(['CN/3637/000001', 'CN/3637/000002']);
  });

  it('issues nothing for an order without a tax invoice', async () => {
    const customer = await createCustomer(t);
    const product = await f.product({ price: 800 });
    const unpaid = await rawOrder(t, customer.id, product.id, { paymentMethod: 'ONLINE', paymentStatus: 'pending' });
    const [item] = await itemsOf(unpaid.id);
    const { refundId } = await refundOf(unpaid.id, customer.id, 80_000);
    expect(await issue({ refundId, orderId: unpaid.id, lines: [{ orderItemId: item!.id, quantity: 1 }], shippingPaise: 0 })).toBeNull();
    expect(await findCreditNote(t.database.db, refundId)).toBeNull();
  });

  it('refuses lines the order cannot credit, taking no number', async () => {
    const asha = await createCustomer(t);
    const at = new Date('2038-07-01T10:00:00+05:30');
    const order = await intraStateOrder(asha);
    const [bell, lamp] = await itemsOf(order._id);
    const other = await intraStateOrder(asha);
    const [foreign] = await itemsOf(other._id);
    const { refundId } = await refundOf(order._id, asha.id, 39_900);
    const attempt = (lines: CreditNoteInput['lines'], shippingPaise = 0) => issue({ refundId, orderId: order._id, lines, shippingPaise }, at);
    await expect(attempt([{ orderItemId: bell!.id, quantity: 2 }])).rejects.toThrow(/1 were sold/);
    await expect(attempt([{ orderItemId: foreign!.id, quantity: 1 }])).rejects.toThrow(/not in order/);
    await expect(attempt([{ orderItemId: bell!.id, quantity: 1 }, { orderItemId: bell!.id, quantity: 1 }])).rejects.toThrow(/twice/);
    await expect(attempt([{ orderItemId: lamp!.id, quantity: 1 }], 5_001)).rejects.toThrow(/shipping/);
    await expect(attempt([])).rejects.toThrow(/credit something/);
    expect((await attempt([{ orderItemId: bell!.id, quantity: 1 }]))!.creditNoteNumber).toBe('CN/3839/000001');
  });

  it('prints a credit note in the invoice style: its number, the invoice it credits, the order, the reason and the amounts', async () => {
    const kavya = await createCustomer(t, 'Kavya Reddy');
    const order = await interStateOrder(kavya);
    const [box, diya] = await itemsOf(order._id);
    const paid = returnedLinePaise(box!, 1) + returnedLinePaise(diya!, 2);
    const { refundId } = await refundOf(order._id, kavya.id, paid);
    const note = (await issue({ refundId, orderId: order._id, lines: [{ orderItemId: box!.id, quantity: 1 }, { orderItemId: diya!.id, quantity: 2 }], shippingPaise: 0 }))!;
    const invoice = await invoiceOf(order._id);
    const [orderRow] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));

    const pdf = await renderCreditNotePdf({ creditNote: note, invoice, order: orderRow! });
    keepPreview('credit-note', pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe(`Credit Note ${note.creditNoteNumber}`);
    const printed = flatText(pdf);
    // The ₹500 coupon fell ₹333.25 on the boxes and ₹166.75 on the diyas: 1 box ₹1,349 − ₹166.62,
    // 2 diyas ₹900 − ₹111.16.
    expect(paid).toBe(197_122);
    for (const expected of [
      'CREDIT NOTE', 'Original for recipient', 'Dhatu Crafts Private Limited', 'GSTIN: 24ABCDE1234F1Z5', note.creditNoteNumber, invoice.invoiceNumber,
      `Against tax invoice ${invoice.invoiceNumber} dated ${formatDateLong(invoice.issuedAt)}, order ${order.orderId}`,
      'Reason: Goods returned (sales return)', 'Place of Supply Karnataka (29)', 'Kavya Reddy', 'Bengaluru, Karnataka 560038',
      'Hand-Engraved Silver Kumkum', 'Brass Diya', 'IGST', 'Items at list price ₹2,399.00', 'Product discounts −₹150.00',
      'Credit note total ₹1,971.22', amountInWords(paid), 'This is a computer-generated credit note',
    ]) expect(printed, expected).toContain(expected);
    for (const absent of ['TAX INVOICE', 'CGST', 'Shipping', 'CANCELLED']) expect(printed, absent).not.toContain(absent);
    expect(creditNoteFileName(note.creditNoteNumber)).toBe(`${note.creditNoteNumber.replaceAll('/', '-')}.pdf`);
    expect(creditNoteFileName('CN/2627/000007')).toBe('CN-2627-000007.pdf');
  });
});
