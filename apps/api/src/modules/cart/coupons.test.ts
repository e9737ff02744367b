import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CartDto, AvailableCouponDto } from '@dhatu/domain/contracts';
import { cartCoupons, coupons } from '../../db/schema/index.ts';
import type { LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from './test-fixtures.ts';

const DAY = 86_400_000;

describe('coupons API', () => {
  let t: TestContext;
  let f: Fixtures;
  const ids: Record<string, string> = {};
  const call = (who: LoggedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const put = async (who: LoggedIn, productId: string, quantity = 1) => {
    const res = await call(who, 'POST', '/api/cart', { productId, quantity });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CartDto;
  };
  const getCart = async (who: LoggedIn) => (await call(who, 'GET', '/api/cart')).json() as CartDto;
  const apply = async (who: LoggedIn, couponCode: string) => {
    const res = await call(who, 'POST', '/api/coupons/apply', { couponCode });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; message: string; cart: CartDto; excludedItems: { productId: string; productName: string; itemTotal: number }[] };
  };
  const refuse = async (who: LoggedIn, couponCode: unknown, status: number, message: string) => {
    const res = await call(who, 'POST', '/api/coupons/apply', { couponCode });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    expect((await getCart(who)).appliedCoupon).toBeNull();
  };
  const available = async (who: LoggedIn) => {
    const res = await call(who, 'GET', '/api/coupons/available');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as { coupons: AvailableCouponDto[] }).coupons;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    const now = Date.now();
    ids.WELCOME10 = await f.coupon({ code: 'WELCOME10', value: 10, minOrder: 499, perCustomerLimit: 1, description: '10% off your first order above ₹499' });
    ids.FLAT200 = await f.coupon({ code: 'FLAT200', type: 'fixed', value: 200, minOrder: 1499 });
    ids.FESTIVE20 = await f.coupon({ code: 'FESTIVE20', type: 'percentage_upto', value: 20, max: 500, minOrder: 999, startsAt: new Date(now - 30 * DAY), endsAt: new Date(now + 60 * DAY) });
    ids.BRASS15 = await f.coupon({ code: 'BRASS15', value: 15, minOrder: 999, categoryIds: [f.brass] });
    ids.FLAT250 = await f.coupon({ code: 'FLAT250', type: 'fixed', value: 250 });
    ids.BIGFLAT = await f.coupon({ code: 'BIGFLAT', type: 'fixed', value: 5000 });
    ids.USEDUP = await f.coupon({ code: 'USEDUP', value: 5, usageLimit: 100, usedCount: 100 });
    ids.OLDMONSOON = await f.coupon({ code: 'OLDMONSOON', value: 25, startsAt: new Date(now - 480 * DAY), endsAt: new Date(now - 400 * DAY) });
    ids.LATER = await f.coupon({ code: 'LATER', value: 5, startsAt: new Date(now + 5 * DAY) });
    ids.PAUSED = await f.coupon({ code: 'PAUSED', value: 5, isActive: false });
  });
  afterAll(() => t.close());

  it('needs a valid token', async () => {
    expect((await call(null, 'GET', '/api/coupons/available')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/coupons/apply', { couponCode: 'WELCOME10' })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/coupons/remove')).statusCode).toBe(401);
  });

  it('applies a percentage coupon, case-insensitively, and says so', async () => {
    const asha = await f.customer();
    const bell = await f.product({ name: 'Temple Bell', price: 1299, discount: 10 }); // ₹1169
    const spoon = await f.product({ name: 'Silver Spoon', price: 250, discount: 7, category: 'silver' }); // ₹233
    await put(asha, bell.id);
    await put(asha, spoon.id);
    const res = await call(asha, 'POST', '/api/coupons/apply', { couponCode: ' welcome10 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Coupon WELCOME10 applied successfully!', excludedItems: [] });
    // 10% of ₹1402 = ₹140.20; ₹1261.80 left ships free.
    expect(body.cart).toMatchObject({
      appliedCoupon: {
        code: 'WELCOME10', discountType: 'percentage', discountValue: 10, description: '10% off your first order above ₹499',
        label: '10% OFF', discountAmount: 140.2,
      },
      subtotal: 1402, originalSubtotal: 1549, productDiscount: 147, couponDiscount: 140.2, shippingFee: 0, isFreeShipping: true, total: 1261.8,
    });
    // The same numbers when the cart is read again.
    expect(await getCart(asha)).toEqual(body.cart);
  });

  it('applies a fixed coupon, and shipping is charged on what is left after it', async () => {
    const asha = await f.customer();
    const p = await f.product({ price: 1500 });
    await put(asha, p.id);
    const { cart } = await apply(asha, 'FLAT200');
    expect(cart).toMatchObject({
      appliedCoupon: { code: 'FLAT200', discountType: 'fixed', discountValue: 200, label: '₹200 OFF', discountAmount: 200 },
      subtotal: 1500, couponDiscount: 200, shippingFee: 0, total: 1300,
    });

    // ₹1100 − 10% = ₹990: below ₹1000 after the coupon, so ₹50 shipping.
    const bob = await f.customer();
    await put(bob, (await f.product({ price: 1100 })).id);
    expect((await apply(bob, 'WELCOME10')).cart).toMatchObject({
      subtotal: 1100, couponDiscount: 110, shippingFee: 50, isFreeShipping: false, remainingForFreeShipping: 10, total: 1040,
    });
    // ₹1250 − ₹250 = exactly ₹1000: free.
    const chitra = await f.customer();
    await put(chitra, (await f.product({ price: 1250 })).id);
    expect((await apply(chitra, 'FLAT250')).cart).toMatchObject({
      subtotal: 1250, couponDiscount: 250, shippingFee: 0, isFreeShipping: true, remainingForFreeShipping: 0, total: 1000,
    });
  });

  it('never takes more than the subtotal with a large fixed coupon', async () => {
    const asha = await f.customer();
    await put(asha, (await f.product({ price: 450 })).id);
    const { cart } = await apply(asha, 'BIGFLAT');
    expect(cart).toMatchObject({
      appliedCoupon: { code: 'BIGFLAT', label: '₹5,000 OFF', discountAmount: 450 },
      subtotal: 450, couponDiscount: 450, shippingFee: 50, total: 50,
    });
  });

  it('caps a percentage_upto coupon at its maximum', async () => {
    const asha = await f.customer();
    const p = await f.product({ price: 1000, stock: 10 });
    const capped = await put(asha, p.id, 3);
    expect(capped.subtotal).toBe(3000);
    expect((await apply(asha, 'festive20')).cart).toMatchObject({
      appliedCoupon: { code: 'FESTIVE20', discountType: 'percentage_upto', discountValue: 20, label: '20% OFF up to ₹500', discountAmount: 500 },
      couponDiscount: 500, total: 2500,
    });
    // Recomputed as the cart changes: 20% of ₹2000 = ₹400, under the cap.
    expect(await put(asha, p.id, 2)).toMatchObject({ appliedCoupon: { discountAmount: 400 }, couponDiscount: 400, total: 1600 });
  });

  it('discounts only the eligible items of a category coupon and lists the others', async () => {
    const asha = await f.customer();
    const bell = await f.product({ name: 'Temple Bell', price: 1299, discount: 10 }); // brass ₹1169
    const bowl = await f.product({ name: 'Silver Bowl', price: 2500, discount: 7, category: 'silver' }); // ₹2325
    await put(asha, bell.id);
    await put(asha, bowl.id);
    const body = await apply(asha, 'BRASS15');
    expect(body.excludedItems).toEqual([{ productId: bowl.id, productName: 'Silver Bowl', itemTotal: 2325 }]);
    // 15% of ₹1169 = ₹175.35; the bowl gets nothing.
    expect(body.cart).toMatchObject({ subtotal: 3494, couponDiscount: 175.35, total: 3318.65, appliedCoupon: { discountAmount: 175.35 } });
  });

  it('refuses unknown codes with 404 and malformed ones with 400', async () => {
    const asha = await f.customer();
    await put(asha, (await f.product()).id);
    await refuse(asha, 'NOSUCHCODE', 404, 'Invalid coupon code');
    await refuse(asha, 'SAVE 10', 400, 'Coupon codes use letters, numbers, - and _ only');
    await refuse(asha, '', 400, 'Please enter a coupon code');
    const extra = await call(asha, 'POST', '/api/coupons/apply', { couponCode: 'WELCOME10', discount: 100 });
    expect(extra.statusCode).toBe(400);
  });

  it("refuses with the rule's reason when a coupon does not hold", async () => {
    const asha = await f.customer();
    const brassy = await f.product({ price: 1100 });
    const silvery = await f.product({ price: 1100, category: 'silver' });
    await refuse(asha, 'WELCOME10', 400, 'Your cart is empty');
    await put(asha, silvery.id);
    await refuse(asha, 'OLDMONSOON', 400, 'This coupon has expired');
    await refuse(asha, 'LATER', 400, 'This coupon is not valid yet');
    await refuse(asha, 'PAUSED', 400, 'This coupon is not active');
    await refuse(asha, 'FLAT200', 400, 'Add ₹399 more to use this coupon');
    await refuse(asha, 'USEDUP', 400, 'This coupon has reached its usage limit');
    await refuse(asha, 'BRASS15', 400, 'No items in your cart are eligible for this coupon');
    await f.redeem(ids.WELCOME10!, asha.user._id);
    await refuse(asha, 'WELCOME10', 400, 'You have already used this coupon');
    // Another customer may still use it.
    const bob = await f.customer();
    await put(bob, brassy.id);
    expect((await apply(bob, 'WELCOME10')).cart.couponDiscount).toBe(110);
  });

  it('drops a coupon that stops holding when the cart changes, and says why once', async () => {
    const asha = await f.customer();
    const diya = await f.product({ name: 'Brass Diya', price: 450 });
    const bell = await f.product({ name: 'Temple Bell', price: 300 });
    await put(asha, diya.id);
    const withBell = await put(asha, bell.id);
    await apply(asha, 'WELCOME10');
    const bellLine = withBell.items.find((i) => i.product._id === bell.id)!._id;
    const res = await call(asha, 'DELETE', `/api/cart/${bellLine}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appliedCoupon: null, couponDiscount: 0, subtotal: 450, shippingFee: 50, total: 500,
      notices: ['Coupon WELCOME10 was removed: Add ₹49 more to use this coupon'],
    });
    expect(await getCart(asha)).toMatchObject({ appliedCoupon: null, notices: [] });
  });

  it('drops a coupon that expired or was used up since it was applied', async () => {
    const asha = await f.customer();
    await put(asha, (await f.product({ price: 2000 })).id);
    const code = 'SHORTLIVED';
    const id = await f.coupon({ code, value: 5, endsAt: new Date(Date.now() + DAY) });
    expect((await apply(asha, code)).cart.couponDiscount).toBe(100);
    await t.database.db.update(coupons).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, id));
    expect(await getCart(asha)).toMatchObject({ appliedCoupon: null, notices: ['Coupon SHORTLIVED was removed: This coupon has expired'] });

    const limited = await f.coupon({ code: 'LASTONE', value: 5, usageLimit: 1 });
    expect((await apply(asha, 'LASTONE')).cart.couponDiscount).toBe(100);
    await t.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, limited));
    expect((await getCart(asha)).notices).toEqual(['Coupon LASTONE was removed: This coupon has reached its usage limit']);
  });

  it('replaces the applied coupon with a new one and removes it on request', async () => {
    const asha = await f.customer();
    await put(asha, (await f.product({ price: 2000 })).id);
    await apply(asha, 'WELCOME10');
    const festive = await apply(asha, 'FESTIVE20');
    expect(festive.cart).toMatchObject({ appliedCoupon: { code: 'FESTIVE20' }, couponDiscount: 400 });
    const rows = await t.database.db.select().from(cartCoupons).where(eq(cartCoupons.userId, asha.user._id));
    expect(rows).toHaveLength(1);

    const removed = await call(asha, 'DELETE', '/api/coupons/remove');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: 'Coupon removed successfully!', cart: { appliedCoupon: null, couponDiscount: 0, total: 2000 } });
    // Removing again is harmless.
    expect((await call(asha, 'DELETE', '/api/coupons/remove')).statusCode).toBe(200);
  });

  it('clearing the cart takes the coupon too', async () => {
    const asha = await f.customer();
    await put(asha, (await f.product({ price: 2000 })).id);
    await apply(asha, 'WELCOME10');
    const cleared = await call(asha, 'DELETE', '/api/cart/clear');
    expect(cleared.json()).toMatchObject({ items: [], appliedCoupon: null, notices: [] });
  });

  it('lists live coupons with whether each applies to this cart and why not', async () => {
    const asha = await f.customer();
    await put(asha, (await f.product({ price: 1100, category: 'silver' })).id);
    const list = await available(asha);
    const byCode = new Map(list.map((c) => [c.code, c]));
    for (const code of ['BIGFLAT', 'BRASS15', 'FESTIVE20', 'FLAT200', 'FLAT250', 'USEDUP', 'WELCOME10']) expect(byCode.has(code), code).toBe(true);
    // Expired, not yet started and inactive coupons are not offered.
    for (const code of ['OLDMONSOON', 'LATER', 'PAUSED', 'SHORTLIVED']) expect(byCode.has(code), code).toBe(false);
    expect(byCode.get('WELCOME10')).toEqual({
      _id: ids.WELCOME10, code: 'WELCOME10', discountType: 'percentage', discountValue: 10, maxDiscountAmount: null, minOrderAmount: 499,
      description: '10% off your first order above ₹499', label: '10% OFF', firstOrderOnly: false, isApplicable: true, applicabilityReason: null,
    });
    expect(byCode.get('FESTIVE20')).toMatchObject({ discountValue: 20, maxDiscountAmount: 500, minOrderAmount: 999, label: '20% OFF up to ₹500', isApplicable: true });
    expect(byCode.get('FLAT200')).toMatchObject({ discountValue: 200, label: '₹200 OFF', isApplicable: false, applicabilityReason: 'Add ₹399 more to use this coupon' });
    expect(byCode.get('USEDUP')).toMatchObject({ isApplicable: false, applicabilityReason: 'This coupon has reached its usage limit' });
    expect(byCode.get('BRASS15')).toMatchObject({ isApplicable: false, applicabilityReason: 'No items in your cart are eligible for this coupon' });
    // Applicable ones first.
    const firstRefused = list.findIndex((c) => !c.isApplicable);
    expect(list.slice(firstRefused).every((c) => !c.isApplicable)).toBe(true);

    // This customer's own uses count; an empty cart applies to nothing.
    await f.redeem(ids.WELCOME10!, asha.user._id);
    expect((await available(asha)).find((c) => c.code === 'WELCOME10')).toMatchObject({ isApplicable: false, applicabilityReason: 'You have already used this coupon' });
    const bob = await f.customer();
    expect((await available(bob)).every((c) => !c.isApplicable && c.applicabilityReason === 'Your cart is empty')).toBe(true);
  });

  it('judges the list on the cart as it will be, and leaves the cart notices for the cart', async () => {
    const asha = await f.customer();
    const lamp = await f.product({ name: 'Brass Lamp', price: 600 });
    const bowl = await f.product({ name: 'Silver Bowl', price: 600, category: 'silver' });
    await put(asha, lamp.id);
    await put(asha, bowl.id);
    await apply(asha, 'WELCOME10');
    await f.setProduct(bowl.id, { stock: 0 });
    // Without the bowl the cart is ₹600: FESTIVE20 (min ₹999) no longer applies.
    const list = await available(asha);
    expect(list.find((c) => c.code === 'FESTIVE20')).toMatchObject({ isApplicable: false, applicabilityReason: 'Add ₹399 more to use this coupon' });
    expect(await getCart(asha)).toMatchObject({
      items: [{ product: { _id: lamp.id } }],
      appliedCoupon: { code: 'WELCOME10', discountAmount: 60 },
      notices: ['Silver Bowl is out of stock and was removed'],
    });
  });
});
