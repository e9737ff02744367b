import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { SalesDto } from '@dhatu/domain/contracts';
import { users } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../../cart/test-fixtures.ts';
import { createCustomer, type Customer } from '../../orders/test-helpers.ts';
import { rawOrder, signInAdmin } from '../orders/test-helpers.ts';
import { salesFigures } from './sales.service.ts';

const csv = (body: string) => parse(body, { columns: true, bom: true }) as Record<string, string>[];

describe('admin: sales figures, exports and who may see them', () => {
  let t: TestContext;
  let f: Fixtures;
  let admin: { headers: { authorization: string } };
  let asha: Customer;
  let ravi: Customer;
  const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
  // 21 November 2026, 11:30 in India: the last 7 days are 15–21 November, the 7 before 8–14.
  const now = new Date('2026-11-21T06:00:00Z');
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    admin = await signInAdmin(t);
    asha = await createCustomer(t, 'Asha Rao');
    ravi = await createCustomer(t, '=HYPERLINK("http://evil.example","Click")');
    const lamp = (await f.product({ name: 'Brass Akhand Diya', stock: 50 })).id;
    const bell = (await f.product({ name: 'Brass Temple Bell', stock: 3 })).id;
    // Asha ordered in October (so she returns in November); Ravi is new in the week.
    await rawOrder(t, asha.id, lamp, { totalRupees: 500, createdAt: at('2026-10-10T06:00:00Z'), status: 'delivered' });
    await rawOrder(t, asha.id, lamp, { totalRupees: 1000, createdAt: at('2026-11-20T19:00:00Z') }); // 21 Nov 00:30 IST
    await rawOrder(t, asha.id, bell, { totalRupees: 2000.5, createdAt: at('2026-11-16T05:00:00Z'), paymentMethod: 'ONLINE', paymentStatus: 'paid', status: 'processing' });
    await rawOrder(t, ravi.id, bell, { totalRupees: 1500, createdAt: at('2026-11-15T10:00:00Z') });
    await rawOrder(t, ravi.id, lamp, { totalRupees: 800, createdAt: at('2026-11-17T10:00:00Z'), status: 'cancelled', paymentStatus: 'cancelled' });
    await rawOrder(t, ravi.id, lamp, { totalRupees: 700, createdAt: at('2026-11-18T10:00:00Z'), paymentMethod: 'ONLINE', paymentStatus: 'pending' });
    // The week before: 8–14 November.
    await rawOrder(t, asha.id, lamp, { totalRupees: 1750, createdAt: at('2026-11-10T10:00:00Z') });
  });
  afterAll(() => t.close());

  it('counts the last 7 days against the 7 before, in India days', async () => {
    const sales = await salesFigures(t.database.db, { period: '7d', from: undefined, to: undefined, groupBy: undefined }, now);
    expect(sales.range).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(sales.previousRange).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    // Sold: 1000 + 2000.50 + 1500 (the cancelled one and the unpaid online one are not sales).
    expect(sales.figures.revenue).toEqual({ value: 4500.5, previous: 1750, changePercent: 157.2 });
    expect(sales.figures.orders).toEqual({ value: 3, previous: 1, changePercent: 200 });
    expect(sales.figures.averageOrderValue.value).toBe(1500.17);
    expect(sales.figures.units.value).toBe(3);
    expect(sales.figures.newCustomers.value).toBe(1);
    expect(sales.figures.returningCustomers.value).toBe(1);
    expect(sales.groupBy).toBe('day');
    expect(sales.series).toHaveLength(7);
    expect(sales.series.find((d) => d.start === '2026-11-21')).toEqual({ start: '2026-11-21', orders: 1, revenue: 1000 });
    expect(sales.series.find((d) => d.start === '2026-11-19')).toEqual({ start: '2026-11-19', orders: 0, revenue: 0 });
    expect(sales.paymentMethods).toEqual([
      { method: 'COD', orders: 2, revenue: 2500, sharePercent: 55.5 },
      { method: 'ONLINE', orders: 1, revenue: 2000.5, sharePercent: 44.5 },
    ]);
    expect(sales.codSharePercent).toBe(66.7);
    expect(sales.topProducts.map((p) => [p.name, p.units, p.revenue])).toEqual([['Brass Temple Bell', 2, 3500.5], ['Brass Akhand Diya', 1, 1000]]);
    expect(sales.topCategories).toEqual([expect.objectContaining({ name: 'Brass', units: 3, revenue: 4500.5 })]);
    expect(sales.cancellations).toEqual({ orders: 1, value: 800, ratePercent: 25 });
  });

  it('answers the dashboard route for a custom range by weeks, and 400 for a bad range', async () => {
    const res = await get('/api/admin/dashboard/sales?period=custom&from=2026-10-01&to=2026-11-30&groupBy=week');
    expect(res.statusCode, res.body).toBe(200);
    const sales = res.json() as SalesDto;
    expect(sales.series[0]!.start).toBe('2026-09-28');
    expect(sales.series.reduce((s, w) => s + w.orders, 0)).toBe(5);
    expect((await get('/api/admin/dashboard/sales?period=custom&from=2026-10-01')).json().message).toContain('A chosen range needs both from and to');
    const reversed = await get('/api/admin/dashboard/sales?period=custom&from=2026-11-02&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('The start date must be on or before the end date');
    expect((await get('/api/admin/dashboard/sales?period=custom&from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await get('/api/admin/dashboard/sales?period=year')).statusCode).toBe(400);
  });

  it('lists low stock below the level the owner sets', async () => {
    expect((await get('/api/admin/settings/low-stock')).json()).toEqual({ lowStockBelow: 5, updatedAt: null });
    const put = (lowStockBelow: unknown) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/low-stock', headers: admin.headers, payload: { lowStockBelow } });
    expect((await put(0)).json().message).toBe('The low-stock level must be a whole number from 1 to 1000');
    expect((await put(2.5)).statusCode).toBe(400);
    expect((await get('/api/admin/dashboard')).json().lowStock.map((p: { name: string }) => p.name)).toContain('Brass Temple Bell');
    const saved = await put(3);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ lowStockBelow: 3, updatedAt: expect.any(String) });
    const dashboard = (await get('/api/admin/dashboard')).json();
    expect(dashboard.lowStockBelow).toBe(3);
    expect(dashboard.lowStock.map((p: { name: string }) => p.name)).not.toContain('Brass Temple Bell');
  });

  it('exports orders with the list’s filters, formulas escaped', async () => {
    const res = await get('/api/admin/exports/orders.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const rows = csv(res.body);
    expect(rows).toHaveLength(7);
    // Newest first, times in India.
    expect(rows[0]).toMatchObject({ 'Placed (IST)': '2026-11-21 00:30', Customer: 'Asha Rao', 'Total (₹)': '1000.00', Status: 'pending' });
    const evil = rows.find((r) => r.Customer!.includes('HYPERLINK'))!;
    expect(evil.Customer).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(evil.Phone!.startsWith("'+91")).toBe(true);

    const cancelled = csv((await get('/api/admin/exports/orders.csv?status=cancelled')).body);
    expect(cancelled.map((r) => r['Total (₹)'])).toEqual(['800.00']);
    const online = csv((await get('/api/admin/exports/orders.csv?paymentMethod=ONLINE&from=2026-11-16&to=2026-11-16')).body);
    expect(online.map((r) => r['Total (₹)'])).toEqual(['2000.50']);
    const lines = csv((await get('/api/admin/exports/order-lines.csv?search=Asha')).body);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ Product: 'Brass Akhand Diya', HSN: '7418', 'GST rate (%)': '12', Quantity: '1', 'Net (₹)': '1000.00' });
    expect((await get('/api/admin/exports/orders.csv?from=2026-11-30&to=2026-11-01')).statusCode).toBe(400);
  });

  it('exports customers with their sales, and products with their stock', async () => {
    await t.database.db.update(users).set({ email: 'asha@example.in' }).where(eq(users.id, asha.id));
    const customers = csv((await get('/api/admin/exports/customers.csv')).body);
    const row = customers.find((c) => c.Name === 'Asha Rao')!;
    // Four sold orders: 500 + 1000 + 2000.50 + 1750.
    expect(row).toMatchObject({ 'E-mail': 'asha@example.in', Orders: '4', 'Spent (₹)': '5250.50', 'Last order (IST)': '2026-11-21 00:30' });
    expect(customers.some((c) => c.Name === 'Asha Rao' && c['Customer ID'] === asha.id)).toBe(true);
    expect(csv((await get('/api/admin/exports/customers.csv?search=asha')).body)).toHaveLength(1);

    const variant = await f.variantProduct({
      name: 'Brass Kuber Diya', options: [{ name: 'Size', values: ['Small', 'Large'] }],
      rows: [{ values: ['Small'], price: 800, stock: 4 }, { values: ['Large'], price: 1400, stock: 2 }],
    });
    const products = csv((await get('/api/admin/exports/products.csv')).body);
    expect(products.filter((p) => p['Product ID'] === variant.id).map((p) => [p.Variant, p.Stock, p['Price (₹)']])).toEqual([
      ['Small', '4', '800.00'], ['Large', '2', '1400.00'],
    ]);
    expect(products.find((p) => p.Name === 'Brass Temple Bell')).toMatchObject({ Stock: '3', HSN: '7418', Hidden: 'no' });
    expect(csv((await get('/api/admin/exports/products.csv?status=hidden')).body)).toHaveLength(0);
  });

  it('refuses every report and export to a customer (403) and to no one signed in (401)', async () => {
    const urls = [
      '/api/admin/dashboard/sales', '/api/admin/settings/low-stock', '/api/admin/reports/gst?from=2026-11-01&to=2026-11-30',
      '/api/admin/exports/orders.csv', '/api/admin/exports/order-lines.csv', '/api/admin/exports/customers.csv', '/api/admin/exports/products.csv',
    ];
    for (const url of urls) {
      expect((await get(url, asha.headers)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
