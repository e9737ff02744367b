import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CartDto } from '@dhatu/domain/contracts';
import { cartItems, shopSettings } from '../../db/schema/index.ts';
import type { LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from './test-fixtures.ts';

/** The cart learns the per-order limit first (issue 18 §4): the server refuses, caps and says so. */
describe('cart and the per-order limit', () => {
  let t: TestContext;
  let f: Fixtures;
  const post = (who: LoggedIn, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const getCart = async (who: LoggedIn) => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json() as CartDto;
  const lines = (cart: CartDto) => cart.items.map((i) => [i.product.name, i.quantity, i.maxPerOrder]);
  const setShopLimit = (units: number) => t.database.db.insert(shopSettings).values({ key: 'maxUnitsPerOrder', value: units })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: units } });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('refuses more than 10 of a product in the cart, whatever the stock, and changes nothing', async () => {
    const asha = await f.customer();
    const diya = await f.product({ name: 'Brass Diya', stock: 500 });
    expect((await post(asha, '/api/cart', { productId: diya.id, quantity: 10 })).statusCode).toBe(200);
    const over = await post(asha, '/api/cart', { productId: diya.id, quantity: 11 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'You can order at most 10 of Brass Diya in one order' });
    expect(lines(await getCart(asha))).toEqual([['Brass Diya', 10, 10]]);
  });

  it("a product's own limit wins, lower or higher; the stock still caps first when it is lower", async () => {
    const asha = await f.customer();
    const rare = await f.product({ name: 'Silver Peacock Lamp', stock: 50, maxPerOrder: 2 });
    const bulk = await f.product({ name: 'Cotton Wicks', stock: 500, maxPerOrder: 40 });
    const few = await f.product({ name: 'Brass Bell', stock: 3 });
    expect((await post(asha, '/api/cart', { productId: rare.id, quantity: 3 })).json().message).toBe('You can order at most 2 of Silver Peacock Lamp in one order');
    expect((await post(asha, '/api/cart', { productId: bulk.id, quantity: 40 })).statusCode).toBe(200);
    expect((await post(asha, '/api/cart', { productId: few.id, quantity: 5 })).json().message).toBe('Only 3 left in stock');
    await post(asha, '/api/cart', { productId: rare.id, quantity: 2 });
    expect(lines(await getCart(asha))).toEqual([['Cotton Wicks', 40, 40], ['Silver Peacock Lamp', 2, 2]]);
  });

  it('a guest cart merged at sign-in is capped at the limit, with a notice', async () => {
    const asha = await f.customer();
    const urli = await f.product({ name: 'Brass Urli', stock: 100 });
    const lamp = await f.product({ name: 'Silver Lamp', stock: 100, maxPerOrder: 1 });
    const res = await post(asha, '/api/cart/merge', { items: [{ product: urli.id, quantity: 25 }, { product: lamp.id, quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json() as CartDto;
    expect(lines(cart)).toEqual([['Brass Urli', 10, 10], ['Silver Lamp', 1, 1]]);
    expect(cart.notices).toEqual([
      'You can order at most 10 of Brass Urli in one order, so your quantity is now 10',
      'You can order at most 1 of Silver Lamp in one order, so your quantity is now 1',
    ]);
  });

  it("the owner lowering the shop's limit lowers carts above it at their next read, saying so once", async () => {
    const asha = await f.customer();
    const thali = await f.product({ name: 'Brass Thali', stock: 100 });
    await post(asha, '/api/cart', { productId: thali.id, quantity: 8 });
    await setShopLimit(5);
    try {
      const cart = await getCart(asha);
      expect(lines(cart)).toEqual([['Brass Thali', 5, 5]]);
      expect(cart.notices).toEqual(['You can order at most 5 of Brass Thali in one order, so your quantity is now 5']);
      const [line] = await t.database.db.select({ quantity: cartItems.quantity }).from(cartItems)
        .where(and(eq(cartItems.userId, asha.user._id), eq(cartItems.productId, thali.id)));
      expect(line!.quantity).toBe(5);
      expect((await getCart(asha)).notices).toEqual([]);
      expect((await post(asha, '/api/cart', { productId: thali.id, quantity: 6 })).json().message).toBe('You can order at most 5 of Brass Thali in one order');
    } finally {
      await t.database.db.delete(shopSettings);
    }
  });
});
