import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { amountInWords } from '@dhatu/domain';
import type { OrderDto } from '@dhatu/domain/contracts';
import { categories, invoices, products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import {
  createCustomer, fillCarts, GUJARAT_ADDRESS, KARNATAKA_ADDRESS, orderBody, postOrder, type Customer,
} from '../orders/test-helpers.ts';
import { flatText, keepPreview } from './test-helpers.ts';

describe('invoices', () => {
  let t: TestContext;
  let f: Fixtures;
  let aluminium: string;
  let wood: string;
  const get = (who: Customer, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

  /** A product in any category (the fixtures know brass and silver). */
  const productIn = async (categoryId: string, name: string, price: number, discount = 0) => {
    const [row] = await t.database.db.insert(products).values({
      slug: `p-${Math.random().toString(36).slice(2)}`, name, pricePaise: price * 100, discount, stock: 50, categoryId,
    }).returning({ id: products.id });
    return { id: row!.id, name };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    const made = await t.database.db.insert(categories).values([
      { name: 'Aluminium', slug: 'aluminium-inv', hsnCode: '7615' }, { name: 'Wood', slug: 'wood-inv', hsnCode: '4419' },
    ]).returning({ id: categories.id });
    aluminium = made[0]!.id;
    wood = made[1]!.id;
  });
  afterAll(() => t.close());
  afterEach(() => { vi.useRealTimers(); });

  /** An inter-state order (Gujarat → Karnataka) with discounts, a coupon and three tax classes. */
  async function interStateOrder(who: Customer) {
    const box = await f.product({ name: 'Hand-Engraved Silver Kumkum Box with Peacock Motif', price: 1499, discount: 10, category: 'silver' });
    const diya = await f.product({ name: 'Brass Diya', price: 450 });
    const vase = await productIn(aluminium, 'Hammered Aluminium Vase', 899, 15);
    const couponId = await f.coupon({ code: `FEST${Math.random().toString(36).slice(2, 6).toUpperCase()}`, type: 'percentage_upto', value: 20, max: 500 });
    await fillCarts(t, [who], [{ productId: box.id, quantity: 2 }, { productId: diya.id, quantity: 3 }, { productId: vase.id, quantity: 1 }], couponId);
    const res = await postOrder(t, who, orderBody({
      shippingAddress: KARNATAKA_ADDRESS, billingAddressSameAsShipping: true, userName: 'Kavya Reddy',
    }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OrderDto;
  }

  /** An intra-state order (Gujarat) small enough to pay shipping, billed elsewhere, for someone else. */
  async function intraStateOrder(who: Customer) {
    const bell = await f.product({ name: 'Brass Pooja Bell', price: 399 });
    const spoons = await productIn(wood, 'Sheesham Spoon Set', 349, 5);
    await fillCarts(t, [who], [{ productId: bell.id, quantity: 1 }, { productId: spoons.id, quantity: 1 }]);
    const res = await postOrder(t, who, orderBody({
      shippingAddress: GUJARAT_ADDRESS, billingAddressSameAsShipping: false, billingAddress: { ...GUJARAT_ADDRESS, houseNumber: 'B-702', street: 'Satellite Road', area: 'Jodhpur', landmark: '', pincode: '380015' },
      userName: 'Asha Rao', receiverName: 'Meera Iyer', receiverPhone: '9845012345',
    }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OrderDto;
  }

  it('checks and downloads the invoice of a COD order as a PDF named after its number', async () => {
    const kavya = await createCustomer(t, 'Kavya Reddy');
    const order = await interStateOrder(kavya);
    const check = await get(kavya, `/api/invoice/check/${order.orderId}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ exists: true, invoice: { invoiceNumber: order.invoiceNumber, issuedAt: expect.any(String), cancelledAt: null } });

    for (const id of [order._id, order.orderId]) {
      const pdf = await get(kavya, `/api/invoice/download/${id}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${order.invoiceNumber!.replaceAll('/', '-')}.pdf"`);
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The document's title (uncompressed metadata) carries the number.
      expect(pdf.rawPayload.toString('latin1')).toContain(`Tax Invoice ${order.invoiceNumber}`);
    }
  });

  it('taxes an inter-state supply as IGST, lines and totals adding up to the order total', async () => {
    const kavya = await createCustomer(t, 'Kavya Reddy');
    const order = await interStateOrder(kavya);
    // 2 × ₹1349 + 3 × ₹450 + ₹764 = ₹4812; coupon 20% up to ₹500 → ₹500; free shipping.
    expect(order).toMatchObject({ subtotal: 4812, couponDiscount: 500, shippingFee: 0, total: 4312 });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice).toMatchObject({ supplyType: 'inter', placeOfSupply: 'Karnataka', placeOfSupplyCode: '29', cgstPaise: 0, sgstPaise: 0, totalPaise: 431_200 });
    expect(invoice!.taxablePaise + invoice!.igstPaise).toBe(431_200);
    expect(invoice!.lines.map((l) => [l.hsn, l.rateBasisPoints, l.quantity])).toEqual([['7114', 300, 2], ['7418', 1200, 3], ['7615', 1200, 1]]);
    expect(invoice!.lines.reduce((s, l) => s + l.amountPaise, 0)).toBe(431_200);
    expect(invoice!.seller).toMatchObject({ legalName: 'Dhatu Crafts Private Limited', gstin: '24ABCDE1234F1Z5', state: 'Gujarat', stateCode: '24' });

    const pdf = (await get(kavya, `/api/invoice/download/${order._id}`)).rawPayload;
    keepPreview('inter-state', pdf);
    const textOf = flatText(pdf);
    for (const expected of [
      'TAX INVOICE', 'Dhatu Crafts Private Limited', 'GSTIN: 24ABCDE1234F1Z5', 'State: Gujarat (24)', order.invoiceNumber!, order.orderId,
      'Place of Supply Karnataka (29)', 'Kavya Reddy', 'Bengaluru, Karnataka 560038', 'IGST', '7114', '7418', '7615', 'Reverse Charge No',
      amountInWords(431_200), '₹4,312.00', 'This is a computer-generated invoice',
    ]) expect(textOf, expected).toContain(expected);
    expect(textOf).not.toContain('CGST');
    expect(textOf).not.toContain('CANCELLED');
  });

  it('taxes an intra-state supply as CGST + SGST, shipping on its own line (SAC 996812, 18%)', async () => {
    const asha = await createCustomer(t, 'Asha Rao');
    const order = await intraStateOrder(asha);
    expect(order).toMatchObject({ subtotal: 731, shippingFee: 50, total: 781 });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice).toMatchObject({ supplyType: 'intra', placeOfSupply: 'Gujarat', placeOfSupplyCode: '24', igstPaise: 0, totalPaise: 78_100 });
    expect(invoice!.taxablePaise + invoice!.cgstPaise + invoice!.sgstPaise).toBe(78_100);
    const shipping = invoice!.lines.at(-1)!;
    expect(shipping).toMatchObject({ kind: 'shipping', hsn: '996812', rateBasisPoints: 1800, amountPaise: 5000, taxablePaise: 4237, cgstPaise: 382, sgstPaise: 381 });
    expect(invoice!.lines.map((l) => l.hsn)).toEqual(['7418', '4419', '996812']);
    expect(invoice!.buyer).toMatchObject({ name: 'Asha Rao', receiverName: 'Meera Iyer', billingAddress: { houseNumber: 'B-702' }, shippingAddress: { houseNumber: '12B' } });

    const pdf = (await get(asha, `/api/invoice/download/${order._id}`)).rawPayload;
    keepPreview('intra-state', pdf);
    const textOf = flatText(pdf);
    for (const expected of ['CGST', 'SGST', 'Shipping charges', '996812', 'Place of Supply Gujarat (24)', 'Meera Iyer', 'B-702', amountInWords(78_100)]) {
      expect(textOf, expected).toContain(expected);
    }
    expect(textOf).not.toContain('IGST');
  });

  it("is the owner's only: anyone else gets 404 'Order not found'", async () => {
    const kavya = await createCustomer(t);
    const order = await interStateOrder(kavya);
    const other = await createCustomer(t);
    for (const url of [`/api/invoice/check/${order._id}`, `/api/invoice/download/${order._id}`, `/api/invoice/download/${order.orderId}`, '/api/invoice/check/nope']) {
      const res = await get(other, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/invoice/download/${order._id}` })).statusCode).toBe(401);
  });

  it('numbers invoices consecutively and restarts on 1 April (India time)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2028-03-31T23:30:00+05:30'));
    const asha = await createCustomer(t);
    const lamp = await f.product({ price: 1200, stock: 50 });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      await fillCarts(t, [asha], [{ productId: lamp.id, quantity: 1 }]);
      numbers.push((await postOrder(t, asha)).json().invoiceNumber);
    }
    expect(numbers).toEqual(['INV/2728/000001', 'INV/2728/000002', 'INV/2728/000003']);

    vi.setSystemTime(new Date('2028-04-01T00:05:00+05:30'));
    const april = await createCustomer(t);
    await fillCarts(t, [april], [{ productId: lamp.id, quantity: 1 }]);
    const order = (await postOrder(t, april)).json() as OrderDto;
    expect(order.invoiceNumber).toBe('INV/2829/000001');
    expect(order.orderId).toMatch(/^DH-2028-/);
  });
});
