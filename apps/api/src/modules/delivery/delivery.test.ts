import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderDto } from '@dhatu/domain/contracts';
import { deliveryRules, notifications, orders } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { newPhone, startAdminTest, type AdminTest } from '../admin/catalogue/test-helpers.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, GUJARAT_ADDRESS, orderBody, postOrder } from '../orders/test-helpers.ts';

const SETTINGS = '/api/admin/delivery/settings';
const RULES = '/api/admin/delivery/rules';
const POLICY = {
  dispatchMinDays: 6, dispatchMaxDays: 8, cutoff: '14:00', offDays: [0], holidays: [] as string[],
  fallback: { serviceable: true, minDays: 5, maxDays: 8, cod: true, fee: 0 }, codMaxOrderValue: 10000,
};
const ZONES = [
  'pincode_or_range,min_days,max_days,cod,fee',
  '560001,1,2,yes,',
  '56*,3,5,no,',
  '380009,2,3,yes,75',
  '845401-845499,2,4,no,',
].join('\n');

describe('delivery promise (GET /api/delivery/estimate, /api/admin/delivery/*)', () => {
  let a: AdminTest;
  let f: Fixtures;
  const estimate = (query: string) => a.t.app.inject({ method: 'GET', url: `/api/delivery/estimate?${query}` });
  const ruleRows = () => a.t.database.db.$count(deliveryRules);

  beforeAll(async () => {
    a = await startAdminTest({ seed: false });
    f = await createFixtures(a.t);
  });
  afterAll(() => a?.close());
  afterEach(() => vi.useRealTimers());

  it('an unconfigured shop serves every pincode on the policy (6–8 dispatch + 5–8 delivery days), cash on delivery up to ₹10,000', async () => {
    const res = await estimate('pincode=302001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      pincode: '302001', serviceable: true, cod: true, fee: 0, codMaxOrderValue: 10000,
      minDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), maxDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      message: expect.stringMatching(/^Delivery \w{3}, \d+ \w{3} – \w{3}, \d+ \w{3} · Cash on delivery available$/),
    });
    expect((await a.call('GET', SETTINGS)).json()).toEqual({ ...POLICY, defaults: POLICY, rules: 0, updatedAt: null });
  });

  it("refuses a pincode that is not six digits starting 1–9 with the spec's text, and an unknown product", async () => {
    for (const bad of ['012345', '12345', '1234567', '56000a', '']) {
      const res = await estimate(`pincode=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('Pincode must be 6 digits');
    }
    expect((await estimate('')).statusCode).toBe(400);
    expect((await estimate('pincode=302001&extra=1')).statusCode).toBe(400);
    const missing = await estimate('pincode=302001&productId=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
    const product = await f.product();
    expect((await estimate(`pincode=302001&productId=${product.id}`)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const customer = await loginAs(a.t.app, newPhone());
    for (const [method, url, body] of [
      ['GET', SETTINGS, undefined], ['PUT', SETTINGS, POLICY], ['POST', `${RULES}/preview`, { csv: ZONES }], ['PUT', RULES, { csv: ZONES }], ['GET', `${RULES}.csv`, undefined],
    ] as const) {
      expect((await a.call(method, url, body, null)).statusCode, url).toBe(401);
      expect((await a.call(method, url, body, customer)).statusCode, url).toBe(403);
    }
    expect(await ruleRows()).toBe(0);
  });

  it('a CSV with any bad row changes nothing and lists every bad row with its line', async () => {
    const audits = await a.auditCount();
    const bad = `${ZONES}\n56x,1,2,yes,\n110001,4,2,yes,\n110002,1,2,maybe,\n560001,9,9,yes,\n`;
    const preview = await a.call('POST', `${RULES}/preview`, { csv: bad });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().errors).toEqual([
      { line: 6, message: "'56x' is not a pincode (560001), a range (560001-560099) or a prefix (56*)" },
      { line: 7, message: 'max_days must not be less than min_days' },
      { line: 8, message: 'cod must be yes or no' },
      { line: 9, message: 'covers the same pincodes as line 2 (560001)' },
    ]);
    const applied = await a.call('PUT', RULES, { csv: bad });
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toEqual({
      message: '4 rows have errors: nothing was changed',
      errors: [
        "Line 6: '56x' is not a pincode (560001), a range (560001-560099) or a prefix (56*)",
        'Line 7: max_days must not be less than min_days',
        'Line 8: cod must be yes or no',
        'Line 9: covers the same pincodes as line 2 (560001)',
      ],
    });
    expect((await a.call('PUT', RULES, { csv: 42 })).statusCode).toBe(400);
    expect(await ruleRows()).toBe(0);
    expect(await a.auditCount()).toBe(audits);
  });

  it('previews, applies and exports zones; the narrowest rule wins and overlaps are reported', async () => {
    const preview = (await a.call('POST', `${RULES}/preview`, { csv: ZONES })).json();
    expect(preview).toMatchObject({
      rules: 4, errors: [], overlapCount: 1,
      overlaps: [{ line: 3, otherLine: 2, message: 'Line 3 (56*) overlaps line 2 (560001): line 2 wins where they meet' }],
    });
    expect(preview.sample[2]).toEqual({ pattern: '380009', minDays: 2, maxDays: 3, cod: true, fee: 75 });
    expect(await ruleRows()).toBe(0);

    const applied = await a.call('PUT', RULES, { csv: ZONES });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ rules: 4, overlapCount: 1 });
    expect(await a.audit('settings', 'delivery-rules')).toHaveLength(1);

    expect((await estimate('pincode=560001')).json()).toMatchObject({ serviceable: true, cod: true });
    expect((await estimate('pincode=560002')).json()).toMatchObject({ serviceable: true, cod: false, message: expect.stringContaining('Cash on delivery not available') });
    expect((await estimate('pincode=380009')).json()).toMatchObject({ fee: 75, message: expect.stringContaining('₹75 delivery fee') });

    const file = await a.call('GET', `${RULES}.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toBe('pincode_or_range,min_days,max_days,cod,fee\n560001,1,2,yes,\n56*,3,5,no,\n380009,2,3,yes,75\n845401-845499,2,4,no,\n');
    // The export imports back unchanged.
    expect((await a.call('PUT', RULES, { csv: file.body })).json()).toEqual({ rules: 4, overlapCount: 1 });
  });

  it('refuses a cut-off outside 00:00–23:59, a holiday in the past and days out of order, changing nothing', async () => {
    const audits = await a.auditCount();
    const cases: [unknown, string][] = [
      [{ ...POLICY, cutoff: '24:00' }, 'Cut-off must be a time from 00:00 to 23:59'],
      [{ ...POLICY, cutoff: '9:00' }, 'Cut-off must be a time from 00:00 to 23:59'],
      [{ ...POLICY, holidays: ['2020-01-26'] }, 'Holiday 2020-01-26 is in the past'],
      [{ ...POLICY, holidays: ['2030-02-30'] }, 'Holidays must be dates (YYYY-MM-DD)'],
      [{ ...POLICY, dispatchMinDays: 9 }, 'Most dispatch days must not be less than the fewest'],
      [{ ...POLICY, codMaxOrderValue: -1 }, 'Cash on delivery limit must be an amount in rupees from 0 to 1000000'],
      [{ ...POLICY, extra: true }, expect.any(String) as unknown as string],
    ];
    for (const [body, message] of cases) {
      const res = await a.call('PUT', SETTINGS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(message);
    }
    expect(await a.auditCount()).toBe(audits);
    expect((await a.call('GET', SETTINGS)).json().updatedAt).toBeNull();
  });

  it('counts business days in IST: a holiday, a day off and a cut-off crossing midnight IST', async () => {
    const saved = await a.call('PUT', SETTINGS, {
      ...POLICY, dispatchMinDays: 1, dispatchMaxDays: 1, holidays: ['2030-12-09'],
      fallback: { serviceable: true, minDays: 1, maxDays: 2, cod: true, fee: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    // December 2030: Thu 5, Fri 6, Sat 7, Sun 8 (off), Mon 9 (holiday), Tue 10.
    vi.setSystemTime(new Date('2030-12-05T13:59:00+05:30'));
    expect((await estimate('pincode=302001')).json()).toMatchObject({ minDate: '2030-12-07', maxDate: '2030-12-10', message: 'Delivery Sat, 7 Dec – Tue, 10 Dec · Cash on delivery available' });
    vi.setSystemTime(new Date('2030-12-05T14:00:00+05:30'));
    expect((await estimate('pincode=302001')).json()).toMatchObject({ minDate: '2030-12-10', maxDate: '2030-12-11' });
    // 18:45 UTC on Saturday is 00:15 IST on Sunday: the order counts from Tuesday (Sunday off, Monday a holiday).
    vi.setSystemTime(new Date('2030-12-07T18:45:00Z'));
    expect((await estimate('pincode=302001')).json()).toMatchObject({ minDate: '2030-12-12', maxDate: '2030-12-13' });
    // 18:45 UTC on Thursday is 00:15 IST on Friday, before Friday's cut-off: Friday is day 0.
    vi.setSystemTime(new Date('2030-12-05T18:45:00Z'));
    expect((await estimate('pincode=302001')).json()).toMatchObject({ minDate: '2030-12-10', maxDate: '2030-12-11' });
    vi.useRealTimers();
    expect(await a.audit('settings', 'delivery')).toHaveLength(1);
  });

  it("pincodes in no zone can be refused: 'We don't deliver to … yet'", async () => {
    const res = await a.call('PUT', SETTINGS, { ...POLICY, fallback: { ...POLICY.fallback, serviceable: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await estimate('pincode=302001')).json()).toEqual({
      pincode: '302001', serviceable: false, cod: false, minDate: null, maxDate: null, fee: 0, codMaxOrderValue: 10000, message: "We don't deliver to 302001 yet",
    });
    expect((await estimate('pincode=560001')).json().serviceable).toBe(true);
  });

  describe('placing an order rechecks on the server and keeps the promise', () => {
    it('refuses an address the shop does not serve, placing nothing', async () => {
      const asha = await createCustomer(a.t);
      const diya = await f.product({ price: 500, stock: 5 });
      await fillCarts(a.t, [asha], [{ productId: diya.id, quantity: 1 }]);
      const res = await postOrder(a.t, asha, orderBody({ shippingAddress: { ...GUJARAT_ADDRESS, pincode: '302001' } }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "We don't deliver to 302001 yet", errors: ["shippingAddress.pincode: We don't deliver to 302001 yet"] });
      expect(await a.t.database.db.$count(orders, eq(orders.userId, asha.id))).toBe(0);
    });

    it('refuses cash on delivery in a zone without it, and above the maximum order value', async () => {
      const ravi = await createCustomer(a.t);
      const bowl = await f.product({ price: 800, stock: 5 });
      await fillCarts(a.t, [ravi], [{ productId: bowl.id, quantity: 1 }]);
      const noCod = await postOrder(a.t, ravi, orderBody({ shippingAddress: { ...GUJARAT_ADDRESS, pincode: '845402' } }));
      expect(noCod.statusCode).toBe(400);
      expect(noCod.json().message).toBe('Cash on delivery is not available for this pincode');

      await a.call('PUT', SETTINGS, { ...POLICY, codMaxOrderValue: 700 });
      const over = await postOrder(a.t, ravi, orderBody({ shippingAddress: { ...GUJARAT_ADDRESS, pincode: '560001' } }));
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('Cash on delivery is available for orders up to ₹700');
      expect(await a.t.database.db.$count(orders, eq(orders.userId, ravi.id))).toBe(0);
      await a.call('PUT', SETTINGS, POLICY);
    });

    it("charges the zone's fee, stores the promise and shows it in the order and its SMS", async () => {
      const meera = await createCustomer(a.t);
      const lamp = await f.product({ price: 2000, stock: 5 });
      await fillCarts(a.t, [meera], [{ productId: lamp.id, quantity: 1 }]);
      const promised = (await estimate('pincode=380009')).json();
      // The total the checkout shows includes the zone's ₹75: one without it is a changed total.
      const stale = await postOrder(a.t, meera, orderBody({ expectedTotal: 2000 }));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().totals).toMatchObject({ shippingFee: 75, total: 2075 });

      const res = await postOrder(a.t, meera, orderBody({ expectedTotal: 2075 }));
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json() as OrderDto;
      expect(order).toMatchObject({ shippingFee: 75, total: 2075, delivery: { minDate: promised.minDate, maxDate: promised.maxDate } });
      const again = await a.t.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}`, headers: meera.headers });
      expect(again.json().delivery).toEqual(order.delivery);
      const [sms] = await a.t.database.db.select({ body: notifications.body }).from(notifications)
        .where(eq(notifications.orderId, order._id));
      expect(sms?.body).toMatch(/is confirmed\. Delivery by \w{3}, \d+ \w{3}\. We will SMS you/);
    });

    it("a made-to-order piece adds its days to make: on its product page's estimate and on an order holding it", async () => {
      const urli = await f.product({ name: 'Bidri Urli made to order', price: 3000, stock: 5 });
      const diya = await f.product({ name: 'Ready Diya', price: 400, stock: 5 });
      for (const bad of [61, -1, 2.5, '5']) {
        const refused = await a.call('PATCH', `/api/admin/products/${urli.id}`, { madeToOrderDays: bad });
        expect(refused.statusCode, String(bad)).toBe(400);
        expect(refused.json().errors).toEqual(['madeToOrderDays: Days to make must be a whole number from 0 to 60']);
      }
      const saved = await a.call('PATCH', `/api/admin/products/${urli.id}`, { madeToOrderDays: 5 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().madeToOrderDays).toBe(5);
      expect((await a.t.app.inject({ method: 'GET', url: `/api/products/${urli.id}` })).json().madeToOrderDays).toBe(5);

      // 10:00 IST on Tuesday 3 Dec 2030, Sundays off; 560001 is 1–2 days in transit after 6–8 days to dispatch.
      vi.setSystemTime(new Date('2030-12-03T04:30:00Z'));
      expect((await estimate(`pincode=560001&productId=${diya.id}`)).json()).toMatchObject({ minDate: '2030-12-11', maxDate: '2030-12-14' });
      expect((await estimate(`pincode=560001&productId=${urli.id}`)).json()).toMatchObject({
        minDate: '2030-12-17', maxDate: '2030-12-20', message: 'Delivery Tue, 17 Dec – Fri, 20 Dec · Cash on delivery available',
      });
      // A cart's products: the slowest to make decides; an unknown one is passed over.
      expect((await estimate(`pincode=560001&productIds=${diya.id},${urli.id},gone`)).json()).toMatchObject({ minDate: '2030-12-17', maxDate: '2030-12-20' });
      expect((await estimate(`pincode=560001&productIds=${diya.id},gone`)).json()).toMatchObject({ minDate: '2030-12-11', maxDate: '2030-12-14' });
      vi.useRealTimers();
      for (const bad of ['a,,b', 'a b', Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')]) {
        const refused = await estimate(`pincode=560001&productIds=${encodeURIComponent(bad)}`);
        expect(refused.statusCode, bad).toBe(400);
      }

      const kavya = await createCustomer(a.t);
      await fillCarts(a.t, [kavya], [{ productId: diya.id, quantity: 1 }, { productId: urli.id, quantity: 1 }]);
      const slowest = (await estimate(`pincode=560001&productId=${urli.id}`)).json();
      const res = await postOrder(a.t, kavya, orderBody({ shippingAddress: { ...GUJARAT_ADDRESS, pincode: '560001' } }));
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as OrderDto).delivery).toEqual({ minDate: slowest.minDate, maxDate: slowest.maxDate });
    });
  });
});
