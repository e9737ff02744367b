import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartDto } from '@dhatu/domain/contracts';
import type { LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';

type Product = { _id: string; name: string; stock: number };

describe('wishlist API', () => {
  let t: TestContext;
  let f: Fixtures;
  const call = (who: LoggedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const names = (items: Product[]) => items.map((p) => p.name);
  const list = async (who: LoggedIn) => {
    const res = await call(who, 'GET', '/api/wishlist');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Product[];
  };
  const add = async (who: LoggedIn, productId: string) => {
    const res = await call(who, 'POST', '/api/wishlist', { productId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Product[];
  };
  const cartOf = async (who: LoggedIn) => (await call(who, 'GET', '/api/cart')).json() as CartDto;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('needs a valid token for every wishlist call', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/wishlist', undefined], ['POST', '/api/wishlist', { productId: 'x' }],
      ['DELETE', '/api/wishlist/x', undefined], ['POST', '/api/wishlist/x/move-to-cart', undefined],
    ] as const) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts empty and lists products newest first, as the catalogue answers them', async () => {
    const asha = await f.customer();
    const empty = await call(asha, 'GET', '/api/wishlist');
    expect(empty.json()).toEqual({ items: [] });
    expect(empty.headers['cache-control']).toBe('no-store');
    const diya = await f.product({ name: 'Brass Diya' });
    const bowl = await f.product({ name: 'Silver Bowl', category: 'silver' });
    await add(asha, diya.id);
    const items = await add(asha, bowl.id);
    expect(names(items)).toEqual(['Silver Bowl', 'Brass Diya']);
    const catalogue = await t.app.inject({ method: 'GET', url: `/api/products/${bowl.id}` });
    expect(items[0]).toEqual(catalogue.json());
  });

  it('adding twice is harmless', async () => {
    const asha = await f.customer();
    const p = await f.product({ name: 'Kansa Thali' });
    await add(asha, p.id);
    expect(names(await add(asha, p.id))).toEqual(['Kansa Thali']);
  });

  it('refuses unknown and hidden products, and bad bodies', async () => {
    const asha = await f.customer();
    const hidden = await f.product({ hidden: true });
    for (const productId of ['no-such-product', hidden.id]) {
      const res = await call(asha, 'POST', '/api/wishlist', { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    expect((await call(asha, 'POST', '/api/wishlist', {})).statusCode).toBe(400);
    expect((await call(asha, 'POST', '/api/wishlist', { productId: 'x', note: 'hi' })).statusCode).toBe(400);
    expect(await list(asha)).toEqual([]);
  });

  it('keeps out-of-stock products and leaves hidden ones out', async () => {
    const asha = await f.customer();
    const soldOut = await f.product({ name: 'Sold Out Urli', stock: 0 });
    const later = await f.product({ name: 'Brass Lamp' });
    await add(asha, soldOut.id);
    await add(asha, later.id);
    await f.setProduct(later.id, { isHidden: true });
    expect((await list(asha)).map((p) => [p.name, p.stock])).toEqual([['Sold Out Urli', 0]]);
    await f.setProduct(later.id, { isHidden: false });
    expect(names(await list(asha))).toEqual(['Brass Lamp', 'Sold Out Urli']);
  });

  it('removes a product, and removing an absent one still answers the list', async () => {
    const asha = await f.customer();
    const a = await f.product({ name: 'A' });
    const b = await f.product({ name: 'B' });
    await add(asha, a.id);
    await add(asha, b.id);
    const res = await call(asha, 'DELETE', `/api/wishlist/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().items)).toEqual(['B']);
    const again = await call(asha, 'DELETE', `/api/wishlist/${a.id}`);
    expect(again.statusCode).toBe(200);
    expect(names(again.json().items)).toEqual(['B']);
  });

  it("is private: other customers neither see nor change it", async () => {
    const asha = await f.customer();
    const bob = await f.customer();
    const p = await f.product();
    await add(asha, p.id);
    expect(await list(bob)).toEqual([]);
    await call(bob, 'DELETE', `/api/wishlist/${p.id}`);
    expect(await list(asha)).toHaveLength(1);
  });

  it('moves a product to the cart and off the wishlist in one step', async () => {
    const asha = await f.customer();
    const diya = await f.product({ name: 'Brass Diya', price: 450 });
    const bowl = await f.product({ name: 'Silver Bowl', category: 'silver' });
    await add(asha, diya.id);
    await add(asha, bowl.id);
    const res = await call(asha, 'POST', `/api/wishlist/${diya.id}/move-to-cart`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { wishlist: { items: Product[] }; cart: CartDto };
    expect(names(body.wishlist.items)).toEqual(['Silver Bowl']);
    expect(body.cart.items.map((i) => [i.product.name, i.quantity])).toEqual([['Brass Diya', 1]]);
    expect(body.cart).toMatchObject({ subtotal: 450, shippingFee: 50, total: 500 });
    // A second click changes nothing more.
    const again = await call(asha, 'POST', `/api/wishlist/${diya.id}/move-to-cart`);
    expect(again.statusCode).toBe(200);
    expect(again.json().cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
  });

  it('keeps the quantity already in the cart', async () => {
    const asha = await f.customer();
    const p = await f.product({ stock: 10 });
    await call(asha, 'POST', '/api/cart', { productId: p.id, quantity: 3 });
    await add(asha, p.id);
    const res = await call(asha, 'POST', `/api/wishlist/${p.id}/move-to-cart`);
    expect(res.json().cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    expect(res.json().wishlist.items).toEqual([]);
  });

  it('lowers a cart quantity above the stock when moving, and says so', async () => {
    const asha = await f.customer();
    const p = await f.product({ name: 'Brass Urli', stock: 10 });
    await call(asha, 'POST', '/api/cart', { productId: p.id, quantity: 5 });
    await add(asha, p.id);
    await f.setProduct(p.id, { stock: 2 });
    const res = await call(asha, 'POST', `/api/wishlist/${p.id}/move-to-cart`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({
      items: [{ quantity: 2 }],
      notices: ['Only 2 of Brass Urli left in stock, so your quantity is now 2'],
    });
  });

  it('refuses to move an out-of-stock product and changes nothing', async () => {
    const asha = await f.customer();
    const soldOut = await f.product({ name: 'Sold Out Urli', stock: 0 });
    await add(asha, soldOut.id);
    const res = await call(asha, 'POST', `/api/wishlist/${soldOut.id}/move-to-cart`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This product is out of stock');
    expect(names(await list(asha))).toEqual(['Sold Out Urli']);
    expect((await cartOf(asha)).items).toEqual([]);
    const unknown = await call(asha, 'POST', '/api/wishlist/no-such-product/move-to-cart');
    expect(unknown.statusCode).toBe(404);
  });
});
