import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CartDto, OrderDto, ProductDto } from '@dhatu/domain/contracts';
import { invoices, notifications, productVariants } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/changes/cache-tags.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures, type VariantProductFixture } from '../cart/test-fixtures.ts';
import { releaseOrder } from './cancel-order.service.ts';
import { createCustomer, fillCarts, orderBody, postOrder, type Customer } from './test-helpers.ts';

/** A shopper buying variants: cart lines, orders, invoices, stock per variant (issue 26). */
describe('buying variants', () => {
  let t: TestContext;
  let f: Fixtures;
  let heard: string[][] = [];

  const sizesAndFinishes = [{ name: 'Size', values: ['Small', 'Large'] }, { name: 'Finish', values: ['Antique', 'Polished'] }];
  const diya = (name = 'Brass Kuber Diya') => f.variantProduct({
    name, options: sizesAndFinishes,
    rows: [
      { values: ['Small', 'Antique'], price: 400, stock: 5 },
      { values: ['Small', 'Polished'], price: 450, stock: 5 },
      { values: ['Large', 'Antique'], price: 1200, stock: 3 },
      { values: ['Large', 'Polished'], price: 1300, stock: 0 },
    ],
  });
  const add = (c: Customer, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/cart', headers: c.headers, payload: body });
  const cartOf = async (c: Customer) => (await t.app.inject({ url: '/api/cart', headers: c.headers })).json() as CartDto;
  const variantStock = async (id: string) => (await t.database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;
  const product = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json() as ProductDto;
  const stocks = async (p: VariantProductFixture) => Object.fromEntries(await Promise.all(Object.entries(p.variants).map(async ([label, id]) => [label, await variantStock(id)])));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    t.app.changes.subscribe((tags) => { heard.push([...tags]); });
  });
  afterAll(() => t.close());

  it('a product with options needs a variant of its own, on sale and in stock; nothing is added otherwise', async () => {
    const asha = await createCustomer(t);
    const p = await diya();
    const other = await diya('Other Diya');
    const plain = await f.product({ name: 'Plain Bell', price: 300 });

    const cases: [Record<string, unknown>, number, string][] = [
      [{ productId: p.id }, 400, 'Please choose a size'],
      [{ productId: p.id, variantId: other.variants['Small / Antique'] }, 404, 'This choice is not available for this product'],
      [{ productId: p.id, variantId: 'nope' }, 404, 'This choice is not available for this product'],
      [{ productId: p.id, variantId: p.variants['Large / Polished'] }, 400, 'This product is out of stock'],
      [{ productId: p.id, variantId: p.variants['Large / Antique'], quantity: 4 }, 400, 'Only 3 left in stock'],
      [{ productId: plain.id, variantId: p.variants['Small / Antique'] }, 400, 'This product has no options to choose'],
    ];
    for (const [body, status, message] of cases) {
      const res = await add(asha, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    await t.database.db.update(productVariants).set({ retiredAt: new Date() }).where(eq(productVariants.id, p.variants['Small / Polished']!));
    expect((await add(asha, { productId: p.id, variantId: p.variants['Small / Polished'] })).statusCode).toBe(404);
    expect((await cartOf(asha)).items).toEqual([]);
  });

  it('two variants of one product are two lines, each priced, limited and named as its variant', async () => {
    const asha = await createCustomer(t);
    const p = await diya();
    expect((await add(asha, { productId: p.id, variantId: p.variants['Small / Antique'], quantity: 2 })).statusCode).toBe(200);
    const res = await add(asha, { productId: p.id, variantId: p.variants['Large / Antique'] });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json() as CartDto;
    expect(cart.items.map((i) => [i.variant?.values, i.variant?.sku, i.product.price, i.product.stock, i.quantity, i.lineTotal])).toEqual([
      [['Small', 'Antique'], expect.stringContaining('Small-Antique'), 400, 5, 2, 800],
      [['Large', 'Antique'], expect.stringContaining('Large-Antique'), 1200, 3, 1, 1200],
    ]);
    expect(cart.subtotal).toBe(2000);
    // Setting one line's quantity leaves the other alone; 0 removes only that line.
    await add(asha, { productId: p.id, variantId: p.variants['Small / Antique'], quantity: 3 });
    const after = await add(asha, { productId: p.id, variantId: p.variants['Large / Antique'], quantity: 0 });
    expect((after.json() as CartDto).items.map((i) => [i.variant?.values.join(' / '), i.quantity])).toEqual([['Small / Antique', 3]]);
  });

  it('the guest cart’s merge carries the variant; a choice gone is dropped with a notice naming it', async () => {
    const asha = await createCustomer(t);
    const p = await diya();
    const res = await t.app.inject({
      method: 'POST', url: '/api/cart/merge', headers: asha.headers,
      payload: { items: [
        { product: p.id, variant: p.variants['Small / Polished'], quantity: 2 },
        { product: p.id, variant: p.variants['Large / Antique'], quantity: 9 },
        { product: p.id, variant: p.variants['Large / Polished'], quantity: 1 },
        { product: p.id, quantity: 1 },
      ] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json() as CartDto;
    expect(cart.items.map((i) => [i.variant?.values.join(' / '), i.quantity])).toEqual([['Small / Polished', 2], ['Large / Antique', 3]]);
    expect(cart.notices).toEqual([
      'Only 3 of Brass Kuber Diya — Large / Antique left in stock, so your quantity is now 3',
      'Brass Kuber Diya — Large / Polished is out of stock and was removed',
      'Brass Kuber Diya is no longer available and was removed',
    ]);
  });

  it('an order takes stock from its variants only, names them on its lines, invoice and e-mail; cancelling gives it back', async () => {
    const asha = await createCustomer(t);
    const p = await diya();
    await fillCarts(t, [asha], [
      { productId: p.id, variantId: p.variants['Large / Antique'], quantity: 2 },
      { productId: p.id, variantId: p.variants['Small / Polished'], quantity: 1 },
    ]);
    heard = [];
    const placed = await postOrder(t, asha, orderBody({ expectedTotal: 2850 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as OrderDto;
    expect(order.items.map((i) => [i.product.name, i.variant?.values, i.price, i.quantity])).toEqual([
      ['Brass Kuber Diya — Large / Antique', ['Large', 'Antique'], 1200, 2],
      ['Brass Kuber Diya — Small / Polished', ['Small', 'Polished'], 450, 1],
    ]);
    expect(await stocks(p)).toEqual({ 'Small / Antique': 5, 'Small / Polished': 4, 'Large / Antique': 1, 'Large / Polished': 0 });
    expect(await product(p.id)).toMatchObject({ stock: 10, price: 400 });
    // The card price can change when a variant sells out: the lists hear it too.
    expect(heard.flat()).toEqual(expect.arrayContaining([cacheTags.product(p.id), cacheTags.catalogue]));

    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice!.lines.filter((l) => l.kind === 'goods').map((l) => l.description)).toEqual([
      'Brass Kuber Diya — Large / Antique', 'Brass Kuber Diya — Small / Polished',
    ]);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.orderId, order._id));
    for (const n of notices.filter((x) => x.channel === 'email')) expect(n.body).toContain('Brass Kuber Diya — Large / Antique');

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: asha.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stocks(p)).toEqual({ 'Small / Antique': 5, 'Small / Polished': 5, 'Large / Antique': 3, 'Large / Polished': 0 });
    expect((await product(p.id)).stock).toBe(13);
  });

  it('the card shows the cheapest variant in stock, and moves when it sells out', async () => {
    const asha = await createCustomer(t);
    const p = await f.variantProduct({
      name: 'Silver Anklet', options: [{ name: 'Length', values: ['9 in', '10 in'] }],
      rows: [{ values: ['9 in'], price: 900, stock: 1 }, { values: ['10 in'], price: 1100, stock: 2, discount: 10 }],
    });
    expect(await product(p.id)).toMatchObject({ price: 900, discountedPrice: 900, stock: 3 });
    await fillCarts(t, [asha], [{ productId: p.id, variantId: p.variants['9 in'], quantity: 1 }]);
    expect((await postOrder(t, asha)).statusCode).toBe(201);
    expect(await product(p.id)).toMatchObject({ price: 1100, discount: 10, discountedPrice: 990, stock: 2 });
  });

  it('an unpaid order’s release gives its variants their stock back', async () => {
    const asha = await createCustomer(t);
    const p = await diya();
    await fillCarts(t, [asha], [{ productId: p.id, variantId: p.variants['Small / Antique'], quantity: 2 }]);
    const placed = await postOrder(t, asha);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await variantStock(p.variants['Small / Antique']!)).toBe(3);
    // As the payments job does for an online order past its deadline.
    expect(await releaseOrder(t.database.db, (placed.json() as OrderDto)._id, 'failed')).toBe(true);
    expect(await variantStock(p.variants['Small / Antique']!)).toBe(5);
  });

  it('a coupon naming the product applies to each of its variants', async () => {
    const asha = await createCustomer(t);
    const p = await diya();
    const code = `DIYA${Date.now() % 100000}`;
    await f.coupon({ code: `${code}X`, value: 10, productIds: [p.id] });
    await fillCarts(t, [asha], [
      { productId: p.id, variantId: p.variants['Small / Antique'], quantity: 1 },
      { productId: p.id, variantId: p.variants['Large / Antique'], quantity: 1 },
    ]);
    const applied = await t.app.inject({ method: 'POST', url: '/api/coupons/apply', headers: asha.headers, payload: { couponCode: `${code}X` } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as { cart: CartDto; excludedItems: unknown[] })).toMatchObject({ cart: { couponDiscount: 160 }, excludedItems: [] });
  });

  it('a stock change of a variant moved while an order waits is caught: the order is refused naming the variant', async () => {
    const asha = await createCustomer(t);
    const p = await diya();
    await fillCarts(t, [asha], [{ productId: p.id, variantId: p.variants['Large / Antique'], quantity: 3 }]);
    await t.database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, p.variants['Large / Antique']!));
    const refused = await postOrder(t, asha);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Brass Kuber Diya — Large / Antique');
  });
});
