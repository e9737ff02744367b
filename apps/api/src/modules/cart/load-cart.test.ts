import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { cartOptions, loadCart } from './load-cart.ts';
import { createFixtures, type Fixtures } from './test-fixtures.ts';

/** loadCart as checkout will use it: paise, coupon and totals from one read, inside a transaction. */
describe('loadCart', () => {
  let t: TestContext;
  let f: Fixtures;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('answers lines, coupon and totals in paise, the same inside a transaction', async () => {
    const asha = await f.customer();
    const bell = await f.product({ name: 'Temple Bell', price: 1299, discount: 10 });
    const bowl = await f.product({ name: 'Silver Bowl', price: 2500, discount: 7, category: 'silver' });
    const couponId = await f.coupon({ code: 'BRASSONLY', value: 15, categoryIds: [f.brass] });
    for (const [productId, quantity] of [[bell.id, 2], [bowl.id, 1]] as const) {
      await t.app.inject({ method: 'POST', url: '/api/cart', headers: asha.headers, payload: { productId, quantity } });
    }
    await t.app.inject({ method: 'POST', url: '/api/coupons/apply', headers: asha.headers, payload: { couponCode: 'brassonly' } });

    const options = cartOptions(t.config);
    const cart = await loadCart(t.database.db, asha.user._id, options);
    expect(cart.lines.map((l) => [l.product.id, l.quantity, l.unitPricePaise, l.lineTotalPaise])).toEqual([
      [bell.id, 2, 116_900, 233_800],
      [bowl.id, 1, 232_500, 232_500],
    ]);
    // 15% of the bells (₹2338) = ₹350.70; the bowl is excluded.
    expect(cart.coupon).toMatchObject({
      coupon: { id: couponId, code: 'BRASSONLY' }, discountPaise: 35_070, customerUses: 0,
      excludedItems: [{ productId: bowl.id, productName: 'Silver Bowl', itemTotal: 2325 }],
    });
    expect(cart.totals).toEqual({
      originalSubtotal: 509_800, subtotal: 466_300, productDiscount: 43_500, couponDiscount: 35_070, shippingBase: 431_230,
      shippingFee: 0, isFreeShipping: true, minOrderForFree: 100_000, remainingForFreeShipping: 0, total: 431_230, itemCount: 3, lineCount: 2,
    });
    expect(cart.notices).toEqual([]);

    const inTransaction = await t.database.db.transaction((tx) => loadCart(tx, asha.user._id, options));
    expect(inTransaction.totals).toEqual(cart.totals);
  });

  it('judges coupon windows at the moment it is given', async () => {
    const asha = await f.customer();
    await t.app.inject({ method: 'POST', url: '/api/cart', headers: asha.headers, payload: { productId: (await f.product({ price: 2000 })).id } });
    const endsAt = new Date(Date.now() + 60_000);
    await f.coupon({ code: 'MINUTE', value: 10, endsAt });
    await t.app.inject({ method: 'POST', url: '/api/coupons/apply', headers: asha.headers, payload: { couponCode: 'MINUTE' } });
    const later = await loadCart(t.database.db, asha.user._id, { ...cartOptions(t.config), now: new Date(endsAt.getTime() + 1) });
    expect(later.coupon).toBeNull();
    expect(later.notices).toEqual(['Coupon MINUTE was removed: This coupon has expired']);
  });
});
