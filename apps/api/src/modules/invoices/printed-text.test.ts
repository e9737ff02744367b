import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { forbiddenCharactersMessage } from '@dhatu/domain';
import type { OrderDto } from '@dhatu/domain/contracts';
import { addresses, cartItems, contactMessages, invoices, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, GUJARAT_ADDRESS, orderBody, postOrder, type Customer } from '../orders/test-helpers.ts';
import { keepPreview, pdfText } from './test-helpers.ts';

/**
 * Text people type ends up printed: on the tax invoice, in SMS and e-mails, on pages. Line breaks
 * in a one-line field must not add lines to an invoice, and hidden control or formatting
 * characters must not be stored at all (the domain's freeText, on every free-text field).
 */
describe('free text that gets printed', () => {
  let t: TestContext;
  let f: Fixtures;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  const lines = (pdf: Buffer) => pdfText(pdf).split('\n').map((line) => line.trim()).filter(Boolean);
  const invoicePdf = async (who: Customer, orderId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/invoice/download/${orderId}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  async function fillCart(who: Customer) {
    const diya = await f.product({ name: 'Brass Diya', price: 450, stock: 20 });
    await fillCarts(t, [who], [{ productId: diya.id, quantity: 2 }]);
  }

  it('an address and names sent with line breaks are stored, and invoiced, one line each', async () => {
    const asha = await createCustomer(t);
    await fillCart(asha);
    const res = await postOrder(t, asha, orderBody({
      shippingAddress: { ...GUJARAT_ADDRESS, houseNumber: ' 12B\n', street: 'CG Road\r\nSector 5', area: 'Navrangpura\n\n West', landmark: 'Law\tGarden' },
      userName: 'Asha\nRao',
      receiverName: 'Meera\r\nIyer', receiverPhone: '9845012345',
    }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderDto;
    expect(order.shippingAddress).toMatchObject({ houseNumber: '12B', street: 'CG Road Sector 5', area: 'Navrangpura West', landmark: 'Law Garden' });
    expect(order).toMatchObject({ userName: 'Asha Rao', receiverName: 'Meera Iyer' });

    const pdf = await invoicePdf(asha, order._id);
    keepPreview('typed-line-breaks', pdf);
    const printed = lines(pdf);
    // Bill to and ship to stand side by side: each of their lines is one printed line.
    for (const expected of ['Asha Rao', 'Meera Iyer', '12B, CG Road Sector 5', 'Navrangpura West, Near Law Garden']) {
      expect(printed.some((line) => line.includes(expected)), expected).toBe(true);
    }
  });

  it('hidden control and formatting characters are refused with the field named, and nothing is placed or saved', async () => {
    const kavya = await createCustomer(t);
    await fillCart(kavya);
    const ordersBefore = await t.database.db.$count(orders);
    for (const [body, field, label] of [
      [orderBody({ shippingAddress: { ...GUJARAT_ADDRESS, street: 'CG Road \u202E5 rotceS' } }), 'shippingAddress.street', 'Street'],
      [orderBody({ userName: 'Kavya\u0000' }), 'userName', 'Your name'],
      [orderBody({ billingAddressSameAsShipping: false, billingAddress: { ...GUJARAT_ADDRESS, city: 'Ahmedabad\u001B[2J' } }), 'billingAddress.city', 'City'],
    ] as const) {
      const res = await postOrder(t, kavya, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: forbiddenCharactersMessage(label), errors: [`${field}: ${forbiddenCharactersMessage(label)}`] });
    }
    expect(await t.database.db.$count(orders)).toBe(ordersBefore);
    expect(await t.database.db.$count(cartItems, eq(cartItems.userId, kavya.id))).toBe(1);

    const saved = await t.app.inject({
      method: 'POST', url: '/api/profile/addresses', headers: kavya.headers,
      payload: { ...GUJARAT_ADDRESS, landmark: 'Near\u200B Temple' },
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json().message).toBe(forbiddenCharactersMessage('Landmark'));
    expect(await t.database.db.$count(addresses, eq(addresses.userId, kavya.id))).toBe(0);

    const before = await t.database.db.$count(contactMessages);
    const contact = await t.app.inject({
      method: 'POST', url: '/api/contact', payload: { name: 'Kavya', email: 'kavya@example.in', message: 'Please call \u202E01234 56789 regarding my order' },
    });
    expect(contact.statusCode, contact.body).toBe(400);
    expect(contact.json().message).toBe(forbiddenCharactersMessage('Message'));
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('an invoice stored before these rules prints its line breaks as spaces and drops hidden characters', async () => {
    const meera = await createCustomer(t);
    await fillCart(meera);
    const order = (await postOrder(t, meera)).json() as OrderDto;
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    // As an older row could hold them: the schema did not refuse these then.
    const address = { ...stored!.buyer.billingAddress, houseNumber: 'Flat 4\nPlot 9', street: 'CG Road\r\n\u202ESector 5', landmark: 'Law\nGarden\u0007' };
    await t.database.db.update(invoices).set({
      buyer: { ...stored!.buyer, name: 'Meera\nIyer', billingAddress: address, shippingAddress: address },
      lines: stored!.lines.map((line) => ({ ...line, description: 'Brass\nDiya' })),
    }).where(eq(invoices.id, stored!.id));

    const pdf = await invoicePdf(meera, order._id);
    keepPreview('old-row-line-breaks', pdf);
    const printed = lines(pdf);
    for (const expected of ['Meera Iyer', 'Flat 4 Plot 9, CG Road Sector 5', 'Navrangpura, Near Law Garden', 'Brass Diya']) {
      expect(printed.some((line) => line.includes(expected)), expected).toBe(true);
    }
    const all = printed.join('\n');
    for (const hidden of ['\u202E', '\u0007']) expect(all).not.toContain(hidden);
  });
});
