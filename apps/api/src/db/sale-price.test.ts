import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { discountedPricePaise, salePricePaiseSql } from '@dhatu/domain';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { categories, products } from './schema/index.ts';
import { newId } from './schema/ids.ts';

/**
 * The sale price is one rule written for two engines: discountedPricePaise (what the API charges)
 * and salePricePaiseSql (the generated column that price filters and sorts read). They must agree.
 */
describe('sale price: the database and the domain agree', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  const DISCOUNTS = Array.from({ length: 101 }, (_, d) => d);

  it('in the products table: the generated column for a grid of prices and every discount', async () => {
    // Halves (25, 250 at odd discounts), ₹2,14,748 (where 32-bit arithmetic overflowed) and ₹1 crore.
    const prices = [0, 1, 49, 50, 51, 99, 100, 149, 150, 250, 2_500, 12_345, 45_000, 149_900, 21_474_800, 99_999_999, 1_000_000_000];
    const categoryId = newId();
    await database.db.insert(categories).values({ id: categoryId, name: 'Grid', slug: 'grid' });
    const rows = prices.flatMap((pricePaise, p) => DISCOUNTS.map((discount) => ({
      id: newId(), slug: `grid-${p}-${discount}`, name: 'Grid', pricePaise, discount, categoryId,
    })));
    await database.db.insert(products).values(rows);
    const stored = await database.db.select({ price: products.pricePaise, discount: products.discount, sale: products.salePricePaise }).from(products);
    expect(stored).toHaveLength(prices.length * DISCOUNTS.length);
    const wrong = stored.filter((r) => r.sale !== discountedPricePaise(r.price, r.discount));
    expect(wrong).toEqual([]);
  });

  it('as an expression: every price to ₹10 in paise, 1,000 prices spread to ₹1 crore, every discount', async () => {
    const expression = sql.raw(salePricePaiseSql('p', 'd'));
    const result = await database.db.execute(sql`
      select p::int as price, d::int as discount, ${expression} as sale
      from (select generate_series(0, 1000) as p union select generate_series(1001, 1000000000, 1000999)) prices,
           generate_series(0, 100, 1) as d`);
    const rows = result.rows as { price: number; discount: number; sale: number }[];
    expect(rows.length).toBeGreaterThan(2_000 * 101);
    const wrong = rows.filter((r) => Number(r.sale) !== discountedPricePaise(Number(r.price), Number(r.discount)));
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
