import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../../cart/test-fixtures.ts';
import { createCustomer } from '../../orders/test-helpers.ts';
import { rawOrder, signInAdmin } from '../orders/test-helpers.ts';
import { dashboardFigures } from './dashboard.service.ts';

describe('admin: dashboard', () => {
  let t: TestContext;
  let f: Fixtures;
  // 21 November 2026, 11:30 in India.
  const now = new Date('2026-11-21T06:00:00Z');
  const at = (iso: string) => new Date(iso);
  const names: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    const asha = await createCustomer(t);
    const productId = (await f.product({ stock: 50 })).id;
    const order = (totalRupees: number, createdAt: string, more: Parameters<typeof rawOrder>[3] = {}) =>
      rawOrder(t, asha.id, productId, { totalRupees, createdAt: at(createdAt), ...more });
    // Today in India (from 00:00 IST = 20 Nov 18:30 UTC).
    await order(1000, '2026-11-20T19:00:00Z');
    await order(1200.5, '2026-11-21T05:00:00Z', { paymentMethod: 'ONLINE', paymentStatus: 'paid', status: 'processing' });
    await order(9999, '2026-11-21T04:00:00Z', { status: 'cancelled', paymentStatus: 'cancelled' });
    await order(700, '2026-11-21T05:30:00Z', { paymentMethod: 'ONLINE', paymentStatus: 'pending' });
    // Earlier this month (from 1 Nov 00:00 IST = 31 Oct 18:30 UTC).
    await order(2500, '2026-11-20T18:00:00Z', { status: 'delivered', paymentStatus: 'paid' });
    await order(400, '2026-10-31T18:40:00Z', { status: 'shipped' });
    // Last month, still waiting to be processed.
    await order(800, '2026-10-31T18:20:00Z');
    await order(650, '2026-11-02T10:00:00Z', {
      paymentMethod: 'ONLINE', paymentStatus: 'cancelled', status: 'cancelled', paymentAttention: 'Payment arrived after the order was released',
    });

    for (const [stock, label] of [[0, 'empty'], [3, 'three'], [4, 'four'], [5, 'five']] as const) {
      names[label] = (await f.product({ name: `Stock ${label}`, stock })).name;
    }
    const hidden = await f.product({ name: 'Hidden low', stock: 1, hidden: true });
    const deleted = await f.product({ name: 'Deleted low', stock: 2 });
    await f.setProduct(deleted.id, { deletedAt: new Date(), isHidden: true });
    await f.setProduct(hidden.id, { images: ['/media/x.webp'] });
    await f.setProduct((await f.product({ name: 'Pictured low', stock: 4 })).id, { images: ['/media/products/p/1.webp', '/media/products/p/2.webp'] });
  });
  afterAll(() => t.close());

  it('counts confirmed orders and their totals for India’s today and this month', async () => {
    const figures = await dashboardFigures(t.database.db, now);
    expect(figures.today).toEqual({ orders: 2, revenue: 2200.5 });
    expect(figures.month).toEqual({ orders: 4, revenue: 5100.5 });
    // Pending and processing, online ones only once paid: 1000, 1200.50 and last month's 800.
    expect(figures.toProcess).toBe(3);
  });

  it('lists visible products running out, emptiest first, and payments to look at', async () => {
    const figures = await dashboardFigures(t.database.db, now);
    expect(figures.lowStockBelow).toBe(5);
    // Hidden, deleted and products with 5 or more are left out.
    expect(figures.lowStock.map((p) => [p.name, p.stock])).toEqual([[names.empty, 0], [names.three, 3], ['Pictured low', 4], [names.four, 4]]);
    expect(figures.lowStock.find((p) => p.name === 'Pictured low')!.image).toBe('/media/products/p/1.webp');
    expect(figures.lowStock.find((p) => p.name === names.empty)!.image).toBeNull();
    expect(figures.paymentAttention).toEqual([{
      _id: expect.any(String), orderId: expect.stringMatching(/^DH-2026-/), total: 650,
      paymentAttention: 'Payment arrived after the order was released', createdAt: '2026-11-02T10:00:00.000Z',
    }]);
  });

  it('answers GET /api/admin/dashboard to an admin', async () => {
    const admin = await signInAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.json()).sort()).toEqual(['backups', 'lowStock', 'lowStockBelow', 'month', 'paymentAttention', 'toProcess', 'today']);
  });
});
