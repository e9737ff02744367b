/**
 * Two instances of the real shop on one PostgreSQL, for what issues 22 and 24 keep in the database:
 * a product's days to make, saved through A, are B's promise at once; the dashboard's daily rollup,
 * computed by both instances at the same time while old orders are cancelled, agrees with the
 * orders on both afterwards.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { defaultGrouping, previousRange } from '@dhatu/domain';
import type { SalesQuery } from '@dhatu/domain/contracts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { liveSalesParts } from '../apps/api/src/modules/admin/books/sales-reference.ts';
import { salesRange, toSalesDto } from '../apps/api/src/modules/admin/books/sales.service.ts';
import { seedGeneratedOrders } from '../apps/api/src/seed/generated-orders.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';
import { within } from './support/within.ts';

async function call(server: ShopServer, path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, { ...init, headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) }, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

describe('made-to-order days and the dashboard rollup across two instances', () => {
  let shop: ShopData;
  let a: ShopServer;
  let b: ShopServer;
  let owner: ShopCustomer;

  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'books');
    await shop.products(Array.from({ length: 8 }, (_, i) => ({ name: `Two-instance piece ${i}`, price: 500 + i * 250, stock: 100_000 })));
    await seedGeneratedOrders(shop.database.db, { orders: 2000 });
    owner = (await shop.customers(1))[0]!;
    await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
    [a, b] = await Promise.all([startServer({ databaseUrl: shop.url }), startServer({ databaseUrl: shop.url })]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shop?.close();
  });

  it("days to make saved through A are B's product and B's delivery promise within a second", async () => {
    const [piece] = await shop.products([{ name: 'Made to order urli', price: 4000, stock: 5 }]);
    const ready = await call(b, `/api/delivery/estimate?pincode=560001&productId=${piece!.id}`);
    expect((await call(b, `/api/products/${piece!.id}`)).body.madeToOrderDays).toBe(0);

    const saved = await call(a, `/api/admin/products/${piece!.id}`, owner.headers, { method: 'PATCH', body: JSON.stringify({ madeToOrderDays: 7 }) });
    expect(saved.status).toBe(200);

    // Fails unless a request sent a second after the save sees both.
    await within(1_000, async () => {
      const [product, promise] = await Promise.all([
        call(b, `/api/products/${piece!.id}`),
        call(b, `/api/delivery/estimate?pincode=560001&productId=${piece!.id}`),
      ]);
      return product.body.madeToOrderDays === 7 && promise.body.minDate !== ready.body.minDate;
    });
    const later = await call(b, `/api/delivery/estimate?pincode=560001&productIds=${piece!.id}`);
    expect(String(later.body.minDate) > String(ready.body.minDate)).toBe(true);
  });

  it('both instances compute the rollup at once while old orders are cancelled; both then agree with the orders', async () => {
    const queries = ['period=fy', 'period=30d', 'period=custom&from=2024-12-01&to=2026-12-31&groupBy=month'];
    const old = (await shop.database.db.execute<{ id: string }>(sql`
      select id from orders where status <> 'cancelled' and created_at < now() - interval '2 days' order by random() limit 40`)).rows;
    const [answers] = await Promise.all([
      Promise.all([a, b, a, b, a, b].map((server, i) => call(server, `/api/admin/dashboard/sales?${queries[i % 3]}`, owner.headers))),
      Promise.all(old.map(({ id }) => shop.database.db.execute(sql`update orders set status = 'cancelled' where id = ${id}`))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const asked: SalesQuery[] = [
      { period: 'fy', from: undefined, to: undefined, groupBy: undefined },
      { period: '30d', from: undefined, to: undefined, groupBy: undefined },
      { period: 'custom', from: '2024-12-01', to: '2026-12-31', groupBy: 'month' },
    ];
    for (const [i, query] of asked.entries()) {
      const range = salesRange(query, new Date());
      const previous = previousRange(range, query.period);
      const reference = toSalesDto(range, previous, query.groupBy ?? defaultGrouping(range), await liveSalesParts(shop.database.db, range, previous));
      for (const server of [a, b]) {
        expect((await call(server, `/api/admin/dashboard/sales?${queries[i]}`, owner.headers)).body, `${query.period} on ${server === a ? 'A' : 'B'}`).toEqual(reference);
      }
    }
  });
});
