/**
 * First-order coupons (issue 18, item 7): a coupon marked first-order-only holds only for a customer
 * with no earlier order that was not cancelled — in the available list, when applied, and again when
 * the order is placed (the server decides; a cart that still carries it is refused, not discounted).
 * On PostgreSQL (TEST_DATABASE_URL) the parallel requests of the last test really race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { OrderDto, AvailableCouponDto } from '@dhatu/domain/contracts';
import { cartCoupons, coupons, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures, type ProductFixture } from './test-fixtures.ts';
import { createCustomer, fillCarts, postOrder, type Customer } from '../orders/test-helpers.ts';

const FIRST_ORDER_ONLY = 'This coupon is only for your first order';

describe('first-order coupons', () => {
  let t: TestContext;
  let f: Fixtures;
  let couponId: string;
  let diya: ProductFixture;
  const db = () => t.database.db;

  const call = (who: Customer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const put = async (who: Customer) => expect((await call(who, 'POST', '/api/cart', { productId: diya.id, quantity: 1 })).statusCode).toBe(200);
  const listed = async (who: Customer) =>
    ((await call(who, 'GET', '/api/coupons/available')).json() as { coupons: AvailableCouponDto[] }).coupons.find((c) => c.code === 'FIRST10');
  const placeOne = async (who: Customer) => {
    const res = await postOrder(t, who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OrderDto;
  };
  // In the order placed: the number is drawn while checkout holds the customer's row.
  const ordersOf = (who: Customer) => db().select().from(orders).where(eq(orders.userId, who.id)).orderBy(asc(orders.orderNumber));
  const usedCount = async () => (await db().select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    diya = await f.product({ name: 'Brass Akhand Diya', price: 1200, stock: 10_000 });
    couponId = await f.coupon({ code: 'FIRST10', value: 10, firstOrderOnly: true, description: '10% off your first order' });
  });
  afterAll(() => t.close());

  it('is offered to, applied for and ordered with by a customer with no orders yet', async () => {
    const asha = await createCustomer(t);
    await put(asha);
    expect(await listed(asha)).toMatchObject({ firstOrderOnly: true, isApplicable: true, applicabilityReason: null });
    const applied = await call(asha, 'POST', '/api/coupons/apply', { couponCode: 'first10' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().cart).toMatchObject({ appliedCoupon: { code: 'FIRST10' }, couponDiscount: 120 });
    const before = await usedCount();
    expect(await placeOne(asha)).toMatchObject({ couponCode: 'FIRST10', couponDiscount: 120, total: 1080 });
    expect(await usedCount()).toBe(before + 1);
  });

  it('is refused, with the reason, in the list and at apply once the customer has an order', async () => {
    const bina = await createCustomer(t);
    await put(bina);
    await placeOne(bina); // no coupon
    await put(bina);
    expect(await listed(bina)).toMatchObject({ firstOrderOnly: true, isApplicable: false, applicabilityReason: FIRST_ORDER_ONLY });
    const refused = await call(bina, 'POST', '/api/coupons/apply', { couponCode: 'FIRST10' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: FIRST_ORDER_ONLY });
    expect((await call(bina, 'GET', '/api/cart')).json()).toMatchObject({ appliedCoupon: null, couponDiscount: 0, total: 1200 });
  });

  it('is refused when placing the order even if it sat in the cart from before: nothing placed, the cart kept', async () => {
    const chitra = await createCustomer(t);
    await put(chitra);
    await placeOne(chitra);
    // As if applied in another tab just before that first order committed.
    await fillCarts(t, [chitra], [{ productId: diya.id, quantity: 2 }], couponId);
    const before = await usedCount();

    const refused = await postOrder(t, chitra);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors).toEqual([`Coupon FIRST10 was removed: ${FIRST_ORDER_ONLY}`]);
    expect(await ordersOf(chitra)).toHaveLength(1);
    expect(await usedCount()).toBe(before);
    // The cart is kept; its next read drops the coupon and says why, once.
    expect((await call(chitra, 'GET', '/api/cart')).json()).toMatchObject({
      items: [{ quantity: 2 }], appliedCoupon: null, total: 2400, notices: [`Coupon FIRST10 was removed: ${FIRST_ORDER_ONLY}`],
    });
    expect(await db().select().from(cartCoupons).where(eq(cartCoupons.userId, chitra.id))).toEqual([]);
    // Without the coupon the order goes through at the full price.
    expect(await placeOne(chitra)).toMatchObject({ couponCode: null, total: 2400 });
  });

  it('does not count a cancelled order as an earlier one', async () => {
    const dev = await createCustomer(t);
    await put(dev);
    const first = await placeOne(dev);
    expect((await call(dev, 'POST', `/api/orders/${first._id}/cancel`)).statusCode).toBe(200);
    await put(dev);
    expect(await listed(dev)).toMatchObject({ isApplicable: true });
    expect((await call(dev, 'POST', '/api/coupons/apply', { couponCode: 'FIRST10' })).statusCode).toBe(200);
    expect(await placeOne(dev)).toMatchObject({ couponCode: 'FIRST10' });
  });

  it('gives it to at most one order, the first, when one customer fills, applies and orders from three tabs at once', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => createCustomer(t)));
    // Each tab adds to the cart, applies the coupon and orders, twice: later rounds refill the cart.
    const tab = async (who: Customer) => {
      const answers = [];
      for (let round = 0; round < 2; round++) {
        answers.push(await call(who, 'POST', '/api/cart', { productId: diya.id, quantity: 1 }));
        answers.push(await call(who, 'POST', '/api/coupons/apply', { couponCode: 'FIRST10' }));
        answers.push(await postOrder(t, who));
      }
      return answers;
    };
    const answers = (await Promise.all(customers.flatMap((who) => [tab(who), tab(who), tab(who)]))).flat();
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    let gotIt = 0;
    for (const who of customers) {
      const placed = (await ordersOf(who)).filter((o) => o.status !== 'cancelled');
      const withCoupon = placed.filter((o) => o.couponId === couponId);
      expect(placed.length).toBeGreaterThan(1);
      expect(withCoupon.length).toBeLessThanOrEqual(1);
      // The one that got it is the customer's first order.
      if (withCoupon.length === 1) expect(withCoupon[0]!.id).toBe(placed[0]!.id);
      gotIt += withCoupon.length;
    }
    expect(gotIt).toBeGreaterThan(0);
  });
});
