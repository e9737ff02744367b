/**
 * `npm run seed` — seed the demo shop into the configured database (skipped when it already has a
 * catalogue), and with `--products N` add N generated products for load tests.
 *
 *   npm run seed
 *   npm run seed -- --products 10000
 *   npm run seed -- --products 10000 --variants   # every third generated product in six variants
 *   npm run seed -- --orders 100000               # generated orders over two years (the dashboard's bench)
 */
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedGeneratedOrders } from './generated-orders.ts';
import { seedDemo, seedLargeCatalogue } from './seed.ts';

const USAGE = 'Usage: npm run seed [-- --products N [--variants]] [--orders N]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string', short: 'p' }, variants: { type: 'boolean' }, orders: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const extra = values.products === undefined ? 0 : Number(values.products);
  if (!Number.isInteger(extra) || extra < 0) throw new Error(`--products must be a whole number ≥ 0, got '${values.products}'. ${USAGE}`);
  const generatedOrders = values.orders === undefined ? 0 : Number(values.orders);
  if (!Number.isInteger(generatedOrders) || generatedOrders < 0) throw new Error(`--orders must be a whole number ≥ 0, got '${values.orders}'. ${USAGE}`);

  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  const where = database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL server';
  console.log(`Database: ${where} (opened and migrated in ${seconds(started)})`);
  try {
    const demoStarted = performance.now();
    const result = await seedDemo(database.db, { artworkCacheDir: config.ARTWORK_CACHE_DIR, log: (msg) => console.log(`  ${msg}`) });
    if (result.created && result.counts) {
      const c = result.counts;
      console.log(`Demo shop seeded in ${seconds(demoStarted)}: ${c.categories} categories, ${c.subcategories} subcategories, ${c.products} products, `
        + `${c.banners} banners, ${c.coupons} coupons, ${c.users} users, ${c.reviews} reviews; images in the database`);
    } else {
      console.log('Demo shop already present: nothing to seed.');
    }
    if (extra > 0) {
      const largeStarted = performance.now();
      const { created } = await seedLargeCatalogue(database.db, { products: extra, variants: values.variants === true, artworkCacheDir: config.ARTWORK_CACHE_DIR, log: (msg) => console.log(`  ${msg}`) });
      console.log(`Added ${created} generated products in ${seconds(largeStarted)}.`);
    }
    if (generatedOrders > 0) {
      const ordersStarted = performance.now();
      const { created } = await seedGeneratedOrders(database.db, { orders: generatedOrders, log: (msg) => console.log(`  ${msg}`) });
      console.log(`Added ${created} generated orders in ${seconds(ordersStarted)}.`);
    }
    console.log(`Done in ${seconds(started)}.`);
  } finally {
    await database.close();
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(2)} s`;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
