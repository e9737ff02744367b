import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderDto } from '@dhatu/domain/contracts';
import { couponRedemptions, coupons, orders, products, shopSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, orderBody, postOrder, type Customer } from './test-helpers.ts';

describe('hoarding limits and the total the shopper saw (POST /api/orders, issue 18)', () => {
  let t: TestContext;
  let f: Fixtures;
  const db = () => t.database.db;
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const cartOf = async (who: Customer) => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json();
  const orderCount = (who: Customer) => db().$count(orders, eq(orders.userId, who.id));
  /** Fills the cart with one unit and orders it; answers the response. */
  const orderOne = async (who: Customer, productId: string, body = orderBody()) => {
    await fillCarts(t, [who], [{ productId, quantity: 1 }]);
    return postOrder(t, who, body);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  describe('open orders per customer (default 3)', () => {
    it('refuses a 4th open order in words a shopper understands, placing nothing and keeping the cart', async () => {
      const hoarder = await createCustomer(t);
      const lamp = await f.product({ name: 'Brass Lamp', stock: 100 });
      for (let i = 0; i < 3; i++) expect((await orderOne(hoarder, lamp.id)).statusCode).toBe(201);
      const fourth = await orderOne(hoarder, lamp.id);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toEqual({
        message: 'You already have 3 orders in progress. You can place a new order once one of them is delivered, or after you cancel one.',
      });
      expect(await orderCount(hoarder)).toBe(3);
      expect(await stockOf(lamp.id)).toBe(97);
      expect((await cartOf(hoarder)).items).toHaveLength(1);

      // Cancelling one makes room.
      const [first] = await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, hoarder.id)).limit(1);
      expect((await t.app.inject({ method: 'POST', url: `/api/orders/${first!.id}/cancel`, headers: hoarder.headers })).statusCode).toBe(200);
      expect((await postOrder(t, hoarder)).statusCode).toBe(201);
    });

    it('counts orders not yet shipped, and shipped ones unpaid or cash on delivery; not delivered, cancelled or shipped-and-paid ones', async () => {
      const regular = await createCustomer(t);
      const bell = await f.product({ name: 'Temple Bell', stock: 100 });
      const placed: string[] = [];
      for (let i = 0; i < 3; i++) placed.push(((await orderOne(regular, bell.id)).json() as OrderDto)._id);
      const set = (id: string, change: Partial<typeof orders.$inferInsert>) => db().update(orders).set(change).where(eq(orders.id, id));
      await set(placed[0]!, { status: 'delivered', paymentStatus: 'paid' });
      await set(placed[1]!, { status: 'shipped', paymentMethod: 'ONLINE', paymentStatus: 'paid' });
      // Two done, one open (pending COD): two more may be placed, then the third is refused.
      expect((await orderOne(regular, bell.id)).statusCode).toBe(201);
      const fifth = ((await orderOne(regular, bell.id)).json() as OrderDto)._id;
      expect((await orderOne(regular, bell.id)).statusCode).toBe(409);
      // A shipped cash-on-delivery order is still open (the cash comes on delivery).
      await set(fifth, { status: 'shipped' });
      expect((await postOrder(t, regular)).statusCode).toBe(409);
    });

    it("follows the owner's setting, read afresh for every order", async () => {
      const buyer = await createCustomer(t);
      const diya = await f.product({ name: 'Clay Diya', stock: 100 });
      await db().insert(shopSettings).values({ key: 'maxOpenOrdersPerAccount', value: 1 });
      try {
        expect((await orderOne(buyer, diya.id)).statusCode).toBe(201);
        const second = await orderOne(buyer, diya.id);
        expect(second.statusCode).toBe(409);
        expect(second.json().message).toBe('You already have 1 order in progress. You can place a new order once one of them is delivered, or after you cancel one.');
        await db().update(shopSettings).set({ value: 2 }).where(eq(shopSettings.key, 'maxOpenOrdersPerAccount'));
        expect((await postOrder(t, buyer)).statusCode).toBe(201);
      } finally {
        await db().delete(shopSettings);
      }
    });
  });

  it('refuses a cart line above the per-order limit (a cart filled before the limit was lowered), placing nothing', async () => {
    const buyer = await createCustomer(t);
    const urli = await f.product({ name: 'Brass Urli', stock: 100 });
    await fillCarts(t, [buyer], [{ productId: urli.id, quantity: 12 }]);
    const res = await postOrder(t, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You can order at most 10 of Brass Urli in one order',
      errors: ['You can order at most 10 of Brass Urli in one order, so your quantity is now 10'],
    });
    expect(await orderCount(buyer)).toBe(0);
    expect(await stockOf(urli.id)).toBe(100);
    // The cart shows the shopper the same, and then holds 10: that order goes through.
    const cart = await cartOf(buyer);
    expect(cart.items[0]).toMatchObject({ quantity: 10, maxPerOrder: 10 });
    expect(cart.notices).toEqual(['You can order at most 10 of Brass Urli in one order, so your quantity is now 10']);
    expect((await postOrder(t, buyer)).json()).toMatchObject({ itemCount: 10 });
  });

  describe('expectedTotal: the total the checkout showed', () => {
    it('places the order when the total is the one shown', async () => {
      const buyer = await createCustomer(t);
      const bowl = await f.product({ price: 1499, discount: 10, stock: 5 }); // ₹1,349 a unit
      await fillCarts(t, [buyer], [{ productId: bowl.id, quantity: 2 }]);
      const res = await postOrder(t, buyer, orderBody({ expectedTotal: 2698 }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ total: 2698 });
    });

    it('a price changed after the shopper saw the total: 409 with the new totals; nothing placed, the cart, stock and coupon untouched', async () => {
      const buyer = await createCustomer(t);
      const kalash = await f.product({ name: 'Copper Kalash', price: 1000, stock: 5 });
      const couponId = await f.coupon({ code: 'SEEN10', value: 10 });
      await fillCarts(t, [buyer], [{ productId: kalash.id, quantity: 2 }], couponId);
      const shown = await cartOf(buyer);
      expect(shown.total).toBe(1800);

      await f.setProduct(kalash.id, { pricePaise: 1_250_00 });
      const res = await postOrder(t, buyer, orderBody({ expectedTotal: shown.total }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Prices have changed since you reviewed your order: the total is now ₹2,250 (was ₹1,800). Please check your order and place it again to confirm.',
        code: 'TOTAL_CHANGED',
        expectedTotal: 1800,
        totals: { originalSubtotal: 2500, subtotal: 2500, productDiscount: 0, couponDiscount: 250, shippingFee: 0, total: 2250, itemCount: 2 },
      });
      expect(await orderCount(buyer)).toBe(0);
      expect(await stockOf(kalash.id)).toBe(5);
      const [coupon] = await db().select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
      expect(coupon!.used).toBe(0);
      expect(await db().$count(couponRedemptions, eq(couponRedemptions.couponId, couponId))).toBe(0);
      const kept = await cartOf(buyer);
      expect(kept).toMatchObject({ total: 2250, appliedCoupon: { code: 'SEEN10' }, items: [{ quantity: 2 }] });

      // The shopper confirms the new total: placed at the new price.
      const confirmed = await postOrder(t, buyer, orderBody({ expectedTotal: kept.total }));
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(confirmed.json()).toMatchObject({ total: 2250, couponDiscount: 250, items: [{ price: 1250, quantity: 2 }] });
    });

    it('a price that fell is a changed total too: the shopper confirms what they pay', async () => {
      const buyer = await createCustomer(t);
      const tray = await f.product({ price: 800, stock: 5 });
      await fillCarts(t, [buyer], [{ productId: tray.id, quantity: 1 }]);
      await f.setProduct(tray.id, { pricePaise: 700_00 });
      const res = await postOrder(t, buyer, orderBody({ expectedTotal: 850 }));
      expect(res.json()).toMatchObject({ code: 'TOTAL_CHANGED', totals: { total: 750, shippingFee: 50 } });
    });

    it('without expectedTotal (an API client that sends none) the server total stands, as before', async () => {
      const buyer = await createCustomer(t);
      const tray = await f.product({ price: 800, stock: 5 });
      await fillCarts(t, [buyer], [{ productId: tray.id, quantity: 1 }]);
      await f.setProduct(tray.id, { pricePaise: 900_00 });
      expect((await postOrder(t, buyer)).json()).toMatchObject({ total: 950 });
    });
  });
});
