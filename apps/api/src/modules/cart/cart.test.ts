import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CartDto } from '@dhatu/domain/contracts';
import { cartItems } from '../../db/schema/index.ts';
import type { LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from './test-fixtures.ts';

type Method = 'GET' | 'POST' | 'DELETE';

describe('cart API', () => {
  let t: TestContext;
  let f: Fixtures;
  const call = (who: LoggedIn | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (who: LoggedIn, method: Method, url: string, payload?: unknown): Promise<CartDto> => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CartDto;
  };
  const getCart = (who: LoggedIn) => ok(who, 'GET', '/api/cart');
  const put = (who: LoggedIn, productId: string, quantity?: number) =>
    ok(who, 'POST', '/api/cart', quantity === undefined ? { productId } : { productId, quantity });
  const refused = async (who: LoggedIn, method: Method, url: string, payload: unknown, status: number, message: string) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
  };
  const quantities = (cart: CartDto) => cart.items.map((i) => [i.product._id, i.quantity]);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('needs a valid token for every cart call', async () => {
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/cart', undefined], ['POST', '/api/cart', { productId: 'x' }], ['DELETE', '/api/cart/x', undefined],
      ['DELETE', '/api/cart/clear', undefined], ['POST', '/api/cart/merge', { items: [] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forged = await t.app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' }, ...(payload ? { payload: payload } : {}) });
      expect(forged.statusCode, `${method} ${url} forged`).toBe(401);
    }
  });

  it('starts empty, with the configured shipping settings and no caching', async () => {
    const asha = await f.customer();
    const res = await call(asha, 'GET', '/api/cart');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      items: [], appliedCoupon: null, couponDiscount: 0, originalSubtotal: 0, subtotal: 0, productDiscount: 0,
      shippingFee: 0, isFreeShipping: false, minOrderForFree: 1000, remainingForFreeShipping: 1000, total: 0, itemCount: 0, notices: [],
    });
  });

  it('adds one by default and answers the product exactly as the catalogue does', async () => {
    const asha = await f.customer();
    const diya = await f.product({ name: 'Brass Diya', price: 450, stock: 20 });
    const cart = await put(asha, diya.id);
    const catalogue = await t.app.inject({ method: 'GET', url: `/api/products/${diya.id}` });
    expect(cart.items).toEqual([{ _id: expect.any(String), product: catalogue.json(), variant: null, quantity: 1, lineTotal: 450, maxPerOrder: 10 }]);
    expect(cart).toMatchObject({ subtotal: 450, shippingFee: 50, isFreeShipping: false, remainingForFreeShipping: 550, total: 500, itemCount: 1 });
  });

  it('computes lines, product discount and totals from current prices', async () => {
    const asha = await f.customer();
    const bell = await f.product({ name: 'Temple Bell', price: 1299, discount: 10, stock: 5 }); // 1169.1 → ₹1169 a unit
    const spoon = await f.product({ name: 'Silver Spoon', price: 250, discount: 7, stock: 50, category: 'silver' }); // 232.5 → ₹233
    await put(asha, bell.id, 2);
    const cart = await put(asha, spoon.id, 3);
    expect(cart.items.map((i) => [i.product.name, i.quantity, i.product.discountedPrice, i.lineTotal])).toEqual([
      ['Temple Bell', 2, 1169, 2338],
      ['Silver Spoon', 3, 233, 699],
    ]);
    expect(cart).toMatchObject({
      originalSubtotal: 2 * 1299 + 3 * 250, // 3348
      subtotal: 2338 + 699, // 3037
      productDiscount: 3348 - 3037,
      couponDiscount: 0,
      shippingFee: 0,
      isFreeShipping: true,
      remainingForFreeShipping: 0,
      total: 3037,
      itemCount: 5,
      notices: [],
    });

    // A price change shows at once: the cart is always read with current prices.
    await f.setProduct(spoon.id, { pricePaise: 30_000, discount: 0 });
    expect(await getCart(asha)).toMatchObject({ subtotal: 2338 + 900, originalSubtotal: 2598 + 900, total: 3238 });
  });

  it('charges ₹50 below ₹1000 and ships free at exactly ₹1000', async () => {
    const asha = await f.customer();
    const plate = await f.product({ price: 500 });
    const single = await put(asha, plate.id, 1);
    expect(single).toMatchObject({ subtotal: 500, shippingFee: 50, isFreeShipping: false, remainingForFreeShipping: 500, total: 550 });
    const two = await put(asha, plate.id, 2);
    expect(two).toMatchObject({ subtotal: 1000, shippingFee: 0, isFreeShipping: true, remainingForFreeShipping: 0, total: 1000 });
    const almost = await f.product({ price: 999 });
    const bob = await f.customer();
    expect(await put(bob, almost.id)).toMatchObject({ subtotal: 999, shippingFee: 50, remainingForFreeShipping: 1, total: 1049 });
  });

  it('sets the quantity rather than adding to it, and removes the line at 0 or less', async () => {
    const asha = await f.customer();
    const a = await f.product({ stock: 10 });
    const b = await f.product({ stock: 10 });
    await put(asha, a.id, 2);
    await put(asha, b.id, 1);
    const lineId = (await put(asha, a.id, 5)).items[0]!._id;
    const again = await put(asha, a.id, 4);
    expect(quantities(again)).toEqual([[a.id, 4], [b.id, 1]]);
    expect(again.items[0]!._id).toBe(lineId); // same line, same place
    expect(quantities(await put(asha, a.id, 0))).toEqual([[b.id, 1]]);
    expect(quantities(await put(asha, b.id, -1))).toEqual([]);
    // Removing what is not there is harmless, even for an unknown product.
    expect((await put(asha, 'no-such-product', 0)).items).toEqual([]);
  });

  it('refuses quantities that are not whole numbers, or too large, and changes nothing', async () => {
    const asha = await f.customer();
    const p = await f.product({ stock: 10 });
    await put(asha, p.id, 2);
    const message = 'Quantity must be a whole number (at most 999)';
    for (const quantity of [1.5, '2', 1e9, 1000, null, 'abc']) {
      await refused(asha, 'POST', '/api/cart', { productId: p.id, quantity }, 400, message);
    }
    await refused(asha, 'POST', '/api/cart', { productId: p.id, quantity: 1, price: 1 }, 400, 'Unrecognized key: "price"');
    await refused(asha, 'POST', '/api/cart', {}, 400, 'Please choose a product');
    expect(quantities(await getCart(asha))).toEqual([[p.id, 2]]);
  });

  it('refuses more than the stock, naming what is left, and changes nothing', async () => {
    const asha = await f.customer();
    const p = await f.product({ name: 'Silver Anklet', stock: 3, category: 'silver' });
    await put(asha, p.id, 2);
    await refused(asha, 'POST', '/api/cart', { productId: p.id, quantity: 4 }, 400, 'Only 3 left in stock');
    expect(quantities(await getCart(asha))).toEqual([[p.id, 2]]);
    expect(quantities(await put(asha, p.id, 3))).toEqual([[p.id, 3]]);
  });

  it('refuses unknown, hidden and out-of-stock products', async () => {
    const asha = await f.customer();
    const hidden = await f.product({ hidden: true });
    const soldOut = await f.product({ stock: 0 });
    await refused(asha, 'POST', '/api/cart', { productId: 'no-such-product' }, 404, 'Product not found');
    await refused(asha, 'POST', '/api/cart', { productId: hidden.id }, 404, 'Product not found');
    await refused(asha, 'POST', '/api/cart', { productId: soldOut.id, quantity: 1 }, 400, 'This product is out of stock');
    expect((await getCart(asha)).items).toEqual([]);
  });

  it("removes a line by its id, and only the customer's own", async () => {
    const asha = await f.customer();
    const bob = await f.customer();
    const a = await f.product();
    const b = await f.product();
    await put(asha, a.id, 1);
    const ashaCart = await put(asha, b.id, 2);
    const bobCart = await put(bob, a.id, 1);
    const ashaLine = ashaCart.items[0]!._id;

    await refused(bob, 'DELETE', `/api/cart/${ashaLine}`, undefined, 404, 'Cart item not found');
    await refused(asha, 'DELETE', '/api/cart/no-such-line', undefined, 404, 'Cart item not found');
    expect(quantities(await getCart(asha))).toEqual([[a.id, 1], [b.id, 2]]);
    // Bob's cart is his own: he never sees Asha's lines.
    expect(quantities(await getCart(bob))).toEqual(quantities(bobCart));

    const after = await ok(asha, 'DELETE', `/api/cart/${ashaLine}`);
    expect(quantities(after)).toEqual([[b.id, 2]]);
    await refused(asha, 'DELETE', `/api/cart/${ashaLine}`, undefined, 404, 'Cart item not found');
  });

  it('clears the cart', async () => {
    const asha = await f.customer();
    await put(asha, (await f.product()).id, 2);
    await put(asha, (await f.product()).id, 1);
    const cleared = await ok(asha, 'DELETE', '/api/cart/clear');
    expect(cleared).toMatchObject({ items: [], subtotal: 0, total: 0, itemCount: 0, appliedCoupon: null });
    expect((await getCart(asha)).items).toEqual([]);
  });

  it('keeps one line when the same product is added many times at once', async () => {
    const asha = await f.customer();
    const p = await f.product({ stock: 50 });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      call(asha, 'POST', '/api/cart', { productId: p.id, quantity: (i % 3) + 1 })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const rows = await t.database.db.select().from(cartItems).where(and(eq(cartItems.userId, asha.user._id), eq(cartItems.productId, p.id)));
    expect(rows).toHaveLength(1);
    expect((await getCart(asha)).items).toHaveLength(1);
  });

  it('tells the shopper when a product disappears, sells out or runs low, once', async () => {
    const asha = await f.customer();
    const diya = await f.product({ name: 'Brass Diya', stock: 10 });
    const bowl = await f.product({ name: 'Silver Bowl', stock: 10, category: 'silver' });
    const lamp = await f.product({ name: 'Brass Lamp', stock: 10 });
    const keep = await f.product({ name: 'Brass Bell', stock: 10 });
    for (const p of [diya, bowl, lamp, keep]) await put(asha, p.id, 4);

    await f.setProduct(diya.id, { isHidden: true });
    await f.setProduct(bowl.id, { stock: 0 });
    await f.setProduct(lamp.id, { stock: 2 });
    const cart = await getCart(asha);
    expect(cart.notices).toEqual([
      'Brass Diya is no longer available and was removed',
      'Silver Bowl is out of stock and was removed',
      'Only 2 of Brass Lamp left in stock, so your quantity is now 2',
    ]);
    expect(quantities(cart)).toEqual([[lamp.id, 2], [keep.id, 4]]);
    expect(cart).toMatchObject({ subtotal: 6000, itemCount: 6 });

    const again = await getCart(asha);
    expect(again.notices).toEqual([]);
    expect(quantities(again)).toEqual([[lamp.id, 2], [keep.id, 4]]);
  });

  it('keeps carts apart', async () => {
    const asha = await f.customer();
    const bob = await f.customer();
    await put(asha, (await f.product()).id, 3);
    expect((await getCart(bob)).items).toEqual([]);
  });
});

describe('cart merge', () => {
  let t: TestContext;
  let f: Fixtures;
  const merge = (who: LoggedIn, items: unknown) => t.app.inject({ method: 'POST', url: '/api/cart/merge', headers: who.headers, payload: { items } });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('adds guest quantities to the server cart, capped by stock, skipping what cannot be bought', async () => {
    const asha = await f.customer();
    const diya = await f.product({ name: 'Brass Diya', price: 450, stock: 10 });
    const bowl = await f.product({ name: 'Silver Bowl', price: 2500, stock: 3, category: 'silver' });
    const fresh = await f.product({ name: 'Copper Kalash', price: 800, stock: 5 });
    const gone = await f.product({ name: 'Hidden Urli', hidden: true });
    const soldOut = await f.product({ name: 'Sold Out Thali', stock: 0 });
    await t.app.inject({ method: 'POST', url: '/api/cart', headers: asha.headers, payload: { productId: diya.id, quantity: 2 } });
    await t.app.inject({ method: 'POST', url: '/api/cart', headers: asha.headers, payload: { productId: bowl.id, quantity: 2 } });

    const res = await merge(asha, [
      { product: diya.id, quantity: 3 }, // 2 + 3 = 5
      { product: bowl.id, quantity: 4 }, // 2 + 4 = 6, only 3 in stock
      { product: 'no-such-product', quantity: 1 },
      { product: gone.id, quantity: 1 },
      { product: soldOut.id, quantity: 1 },
      { product: fresh.id, quantity: 1 },
      { product: fresh.id, quantity: 2 }, // the same product twice: 3 in all
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json() as CartDto;
    expect(cart.items.map((i) => [i.product.name, i.quantity, i.lineTotal])).toEqual([
      ['Brass Diya', 5, 2250],
      ['Silver Bowl', 3, 7500],
      ['Copper Kalash', 3, 2400],
    ]);
    expect(cart.notices).toEqual([
      'Only 3 of Silver Bowl left in stock, so your quantity is now 3',
      'A product in your cart is no longer available and was removed',
      'Hidden Urli is no longer available and was removed',
      'Sold Out Thali is out of stock and was removed',
    ]);
    expect(cart).toMatchObject({ subtotal: 12_150, total: 12_150, itemCount: 11 });
  });

  it('answers the cart for an empty guest cart', async () => {
    const asha = await f.customer();
    const res = await merge(asha, []);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], notices: [] });
  });

  it('refuses bad quantities and more than 100 lines', async () => {
    const asha = await f.customer();
    const p = await f.product();
    for (const quantity of [0, -1, 1.5, '2', 1e9]) {
      const res = await merge(asha, [{ product: p.id, quantity }]);
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().message).toBe('Quantity must be a whole number from 1 to 999');
    }
    const tooMany = await merge(asha, Array.from({ length: 101 }, (_, i) => ({ product: `p${i}`, quantity: 1 })));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 100 items can be merged at once');
    const odd = await t.app.inject({ method: 'POST', url: '/api/cart/merge', headers: asha.headers, payload: { items: [], extra: 1 } });
    expect(odd.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: asha.headers })).json().items).toEqual([]);
  });

  it('defaults a missing quantity to 1', async () => {
    const asha = await f.customer();
    const p = await f.product();
    const res = await merge(asha, [{ product: p.id }]);
    expect(res.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
  });
});

describe('cart with other shipping settings', () => {
  let t: TestContext;
  let f: Fixtures;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { SHIPPING_FEE: '99', FREE_SHIPPING_THRESHOLD: '1500' } });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('uses the configured fee and threshold', async () => {
    const asha = await f.customer();
    const p = await f.product({ price: 1200 });
    const res = await t.app.inject({ method: 'POST', url: '/api/cart', headers: asha.headers, payload: { productId: p.id } });
    expect(res.json()).toMatchObject({ subtotal: 1200, shippingFee: 99, minOrderForFree: 1500, remainingForFreeShipping: 300, total: 1299 });
  });
});
