import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminCoupon } from '@dhatu/domain/contracts';
import { couponRedemptions, coupons } from '../../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { orderBody } from '../../orders/test-helpers.ts';
import { newPhone, startAdminTest, type AdminTest } from './test-helpers.ts';

const DAY = 86_400_000;

describe('admin coupons API', () => {
  let a: AdminTest;
  let brassId: string;
  let silverId: string;
  let lampId: string;
  let bowlId: string;

  const create = async (body: Record<string, unknown>) => {
    const res = await a.call('POST', '/api/admin/coupons', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminCoupon;
  };
  /** A shopper with the lamp (₹1,200) and the bowl (₹800) in the cart. */
  const shopper = async () => {
    const who = await loginAs(a.t.app, newPhone());
    for (const productId of [lampId, bowlId]) expect((await a.call('POST', '/api/cart', { productId, quantity: 1 }, who)).statusCode).toBe(200);
    return who;
  };
  const apply = (who: LoggedIn, couponCode: string) => a.call('POST', '/api/coupons/apply', { couponCode }, who);

  beforeAll(async () => {
    a = await startAdminTest({ seed: false });
    brassId = (await a.call('POST', '/api/admin/categories', { name: 'Brass' })).json()._id;
    silverId = (await a.call('POST', '/api/admin/categories', { name: 'Silver' })).json()._id;
    lampId = (await a.call('POST', '/api/admin/products', { name: 'Brass Lamp', price: 1200, stock: 50, category: brassId })).json()._id;
    bowlId = (await a.call('POST', '/api/admin/products', { name: 'Silver Bowl', price: 800, stock: 50, category: silverId })).json()._id;
  });
  afterAll(() => a.close());

  it('creates coupons that apply in the cart exactly as set, each with one audit row', async () => {
    const percent = await create({ code: ' monsoon15 ', description: '15% off everything', discountType: 'percentage', discountValue: 15, minOrderAmount: 1000 });
    expect(percent).toMatchObject({
      code: 'MONSOON15', discountType: 'percentage', discountValue: 15, maxDiscountAmount: null, minOrderAmount: 1000,
      isActive: true, usedCount: 0, usageLimit: null, label: '15% OFF', startsAt: null, endsAt: null,
    });
    const flat = await create({ code: 'FLAT250', discountType: 'fixed', discountValue: 250 });
    expect(flat).toMatchObject({ discountValue: 250, label: '₹250 OFF' });
    const capped = await create({ code: 'BRASS50', discountType: 'percentage_upto', discountValue: 50, maxDiscountAmount: 300, categoryIds: [brassId] });
    expect(capped).toMatchObject({ label: '50% OFF up to ₹300', categoryIds: [brassId] });
    // Stored in paise, as the cart reads it.
    const [row] = await a.t.database.db.select().from(coupons).where(eq(coupons.id, flat._id));
    expect(row).toMatchObject({ discountValue: 25_000, minOrderPaise: 0 });

    const asha = await shopper();
    const applied = await apply(asha, 'monsoon15');
    expect(applied.statusCode, applied.body).toBe(200);
    // 15% of ₹2,000.
    expect(applied.json()).toMatchObject({ message: 'Coupon MONSOON15 applied successfully!', cart: { subtotal: 2000, couponDiscount: 300, total: 1700 } });
    expect((await apply(asha, 'FLAT250')).json().cart).toMatchObject({ couponDiscount: 250, total: 1750 });
    // 50% of the brass lamp (₹600) capped at ₹300; the silver bowl is left out.
    const brass = (await apply(asha, 'BRASS50')).json();
    expect(brass.cart).toMatchObject({ couponDiscount: 300, total: 1700 });
    expect(brass.excludedItems).toEqual([{ productId: bowlId, productName: 'Silver Bowl', itemTotal: 800 }]);

    for (const c of [percent, flat, capped]) {
      const rows = await a.audit('coupon', c._id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'coupon.create', actorUserId: a.admin.user._id, after: { code: c.code } });
    }
    const list = (await a.call('GET', '/api/admin/coupons?search=flat')).json();
    expect(list).toMatchObject({ coupons: [{ code: 'FLAT250', usedCount: 0 }], total: 1, page: 1, pages: 1 });
  });

  it("refuses coupons the cart's rules would not hold with 400, creating nothing", async () => {
    const audit = await a.auditCount();
    const count = async () => (await a.t.database.db.select().from(coupons)).length;
    const before = await count();
    const base = { code: 'BADONE', discountType: 'percentage', discountValue: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, code: '' }, 'Please enter a coupon code'],
      [{ ...base, code: 'SAVE 10' }, 'Coupon codes use letters, numbers, - and _ only'],
      [{ ...base, discountValue: 150 }, 'Percentage must be a whole number from 1 to 100'],
      [{ ...base, discountValue: 0 }, 'Discount value must be a whole number, at least 1'],
      [{ ...base, discountValue: 12.5 }, 'Discount value must be a whole number, at least 1'],
      [{ ...base, discountType: 'bogo' }, 'Discount type must be one of percentage, fixed, percentage_upto'],
      [{ ...base, discountType: 'percentage_upto' }, 'Enter the most this coupon can take off'],
      [{ ...base, minOrderAmount: -1 }, 'Minimum order must be a whole number of rupees, 0 or more'],
      [{ ...base, usageLimit: 0 }, 'Usage limit must be a whole number, at least 1 (or empty for no limit)'],
      [{ ...base, perCustomerLimit: -2 }, 'Uses per customer must be a whole number, at least 1 (or empty for no limit)'],
      [{ ...base, startsAt: 'tomorrow' }, 'Enter a date and time with its time zone (ISO 8601)'],
      [{ ...base, startsAt: new Date(Date.now() + DAY).toISOString(), endsAt: new Date().toISOString() }, 'The end must be after the start'],
      [{ ...base, categoryIds: ['nosuchcategory'] }, 'Unknown category: nosuchcategory'],
      [{ ...base, productIds: ['nosuchproduct'] }, 'Unknown product: nosuchproduct'],
      [{ ...base, usedCount: 5 }, 'Unrecognized key: "usedCount"'],
    ];
    for (const [body, message] of cases) {
      const res = await a.call('POST', '/api/admin/coupons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const dup = await a.call('POST', '/api/admin/coupons', { ...base, code: 'flat250' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A coupon with this code already exists');
    expect(await count()).toBe(before);
    expect(await a.auditCount()).toBe(audit);
  });

  it('edits a coupon, checked as a whole; the cart follows', async () => {
    const c = await create({ code: 'EDITME', discountType: 'percentage', discountValue: 10 });
    const asha = await shopper();
    expect((await apply(asha, 'EDITME')).json().cart.couponDiscount).toBe(200);

    const res = await a.call('PATCH', `/api/admin/coupons/${c._id}`, { discountValue: 20, endsAt: new Date(Date.now() + 30 * DAY).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ discountValue: 20, label: '20% OFF' });
    expect((await a.call('GET', '/api/cart', undefined, asha)).json()).toMatchObject({ couponDiscount: 400, total: 1600 });

    // Switching to fixed keeps the value as rupees; a percentage above 100 is refused.
    expect((await a.call('PATCH', `/api/admin/coupons/${c._id}`, { discountType: 'fixed', discountValue: 500 })).json()).toMatchObject({ discountValue: 500, label: '₹500 OFF' });
    const bad = await a.call('PATCH', `/api/admin/coupons/${c._id}`, { discountType: 'percentage' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Percentage must be a whole number from 1 to 100');
    const noCap = await a.call('PATCH', `/api/admin/coupons/${c._id}`, { discountType: 'percentage_upto', discountValue: 30 });
    expect(noCap.json().message).toBe('Enter the most this coupon can take off');
    expect((await a.call('GET', `/api/admin/coupons/${c._id}`)).json()).toMatchObject({ discountType: 'fixed', discountValue: 500 });

    // Paused: the cart drops it and says why.
    await a.call('PATCH', `/api/admin/coupons/${c._id}`, { isActive: false });
    expect((await a.call('GET', '/api/cart', undefined, asha)).json()).toMatchObject({ appliedCoupon: null, notices: ['Coupon EDITME was removed: This coupon is not active'] });
    expect((await apply(asha, 'EDITME')).json().message).toBe('This coupon is not active');

    const rows = await a.audit('coupon', c._id);
    expect(rows.map((r) => r.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.update', 'coupon.update']);
    expect(rows[1]).toMatchObject({ before: { discountValue: 10 }, after: { discountValue: 20 } });
  });

  it('sets and clears first-order-only: the cart refuses it to a customer who has ordered, then accepts it', async () => {
    const c = await create({ code: 'HELLO10', discountType: 'percentage', discountValue: 10, firstOrderOnly: true });
    expect(c).toMatchObject({ firstOrderOnly: true });
    expect((await create({ code: 'PLAIN10', discountType: 'percentage', discountValue: 10 })).firstOrderOnly).toBe(false);

    const newcomer = await shopper();
    expect((await apply(newcomer, 'HELLO10')).json().cart).toMatchObject({ couponDiscount: 200 });
    const regular = await shopper();
    const placed = await a.call('POST', '/api/orders', orderBody(), regular);
    expect(placed.statusCode, placed.body).toBe(201);
    for (const productId of [lampId, bowlId]) await a.call('POST', '/api/cart', { productId, quantity: 1 }, regular);
    const refused = await apply(regular, 'HELLO10');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This coupon is only for your first order');

    const cleared = await a.call('PATCH', `/api/admin/coupons/${c._id}`, { firstOrderOnly: false });
    expect(cleared.json()).toMatchObject({ firstOrderOnly: false });
    expect((await apply(regular, 'HELLO10')).statusCode).toBe(200);
    expect((await a.audit('coupon', c._id)).at(-1)).toMatchObject({ action: 'coupon.update', before: { firstOrderOnly: true }, after: { firstOrderOnly: false } });
    const bad = await a.call('PATCH', `/api/admin/coupons/${c._id}`, { firstOrderOnly: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the usage limit at or above the uses so far, and deactivates a used coupon instead of deleting it', async () => {
    const c = await create({ code: 'USEDONCE', discountType: 'percentage', discountValue: 5, usageLimit: 10 });
    const buyer = await loginAs(a.t.app, newPhone());
    await a.t.database.db.insert(couponRedemptions).values({ couponId: c._id, userId: buyer.user._id });
    await a.t.database.db.update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, c._id));
    expect((await a.call('GET', '/api/admin/coupons?search=USEDONCE')).json().coupons[0]).toMatchObject({ usedCount: 2, usageLimit: 10 });

    const low = await a.call('PATCH', `/api/admin/coupons/${c._id}`, { usageLimit: 1 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Usage limit cannot be below the 2 uses so far');
    expect((await a.call('PATCH', `/api/admin/coupons/${c._id}`, { usageLimit: 2 })).json()).toMatchObject({ usageLimit: 2 });

    const res = await a.call('DELETE', `/api/admin/coupons/${c._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deactivated: true, coupon: { code: 'USEDONCE', isActive: false, usedCount: 2 } });
    const [row] = await a.t.database.db.select().from(coupons).where(eq(coupons.id, c._id));
    expect(row).toMatchObject({ isActive: false });
    expect((await a.audit('coupon', c._id)).at(-1)).toMatchObject({ action: 'coupon.deactivate', before: { isActive: true }, after: { isActive: false } });

    const unused = await create({ code: 'NEVERUSED', discountType: 'fixed', discountValue: 100 });
    const asha = await shopper();
    expect((await apply(asha, 'NEVERUSED')).statusCode).toBe(200);
    const gone = await a.call('DELETE', `/api/admin/coupons/${unused._id}`);
    expect(gone.json()).toEqual({ deleted: true });
    expect(await a.t.database.db.select().from(coupons).where(eq(coupons.id, unused._id))).toEqual([]);
    expect((await a.call('GET', '/api/cart', undefined, asha)).json()).toMatchObject({ appliedCoupon: null, couponDiscount: 0 });
    expect((await apply(asha, 'NEVERUSED')).statusCode).toBe(404);
    expect((await a.audit('coupon', unused._id)).at(-1)).toMatchObject({ action: 'coupon.delete', before: { code: 'NEVERUSED' }, after: null });
  });
});
