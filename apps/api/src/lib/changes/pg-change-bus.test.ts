import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/seed.ts';
import { openTestDatabase, TEST_ARTWORK_DIR } from '../../test/test-app.ts';
import type { App } from '../types.ts';
import { cachedAppData } from '../../modules/catalogue/catalogue-cache.ts';
import { ALL_TAGS, cacheTags } from './cache-tags.ts';
import { CHANGES_CHANNEL, type PgChangeBus } from './pg-change-bus.ts';

/** Polls until check() holds, for at most ms; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

/** Two instances of the shop on one PostgreSQL database (LISTEN/NOTIFY needs a server: PGlite is one process). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL hear each other’s changes', () => {
  let owner: { database: Database; drop(): Promise<void> };
  let second: Database;
  let a: App;
  let b: App;

  beforeAll(async () => {
    owner = await openTestDatabase();
    await seedDemo(owner.database.db, { artworkCacheDir: TEST_ARTWORK_DIR });
    second = await openDatabase({ databaseUrl: owner.database.url, dataDir: '' });
    const config = loadConfig({ NODE_ENV: 'test', ARTWORK_CACHE_DIR: TEST_ARTWORK_DIR });
    a = await buildApp({ config, database: owner.database, web: false });
    b = await buildApp({ config, database: second, web: false });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
    await owner?.drop();
  });

  const bannerTitles = async (app: App) => (await cachedAppData(app)).banners.map((x) => x.title);

  it('a banner changed through A is read fresh by B within one second', async () => {
    const before = await bannerTitles(b);
    const [banner] = await a.db.select().from(banners).where(eq(banners.isActive, true)).limit(1);
    await a.db.update(banners).set({ title: 'Dhanteras silver week' }).where(eq(banners.id, banner!.id));
    // B keeps its copy until told.
    expect(await bannerTitles(b)).toEqual(before);
    await a.changes.publish([cacheTags.banners]);
    const took = await within(1_000, async () => (await bannerTitles(b)).includes('Dhanteras silver week'));
    expect(took).toBeLessThan(1_000);
  });

  it('a publisher hears its own change at once, and once only', async () => {
    const heard: string[][] = [];
    const stop = a.changes.subscribe((tags) => { heard.push([...tags]); });
    await a.changes.publish([cacheTags.coupons]);
    expect(heard).toEqual([[cacheTags.coupons]]);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([[cacheTags.coupons]]);
    stop();
  });

  it('after its connection is cut, a listener comes back and drops everything (it may have missed changes)', async () => {
    const heard: string[][] = [];
    const stop = b.changes.subscribe((tags) => { heard.push([...tags]); });
    const cut = await a.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = ${`listen ${CHANGES_CHANNEL}`} and pid <> pg_backend_pid()`);
    // Both instances' listeners.
    expect(cut.rows).toHaveLength(2);
    await within(5_000, async () => heard.some((tags) => tags.includes(ALL_TAGS)) && (b.changes as PgChangeBus).listening);
    heard.length = 0;
    await within(5_000, async () => (a.changes as PgChangeBus).listening);
    await a.changes.publish([cacheTags.settings]);
    expect(await within(1_000, async () => heard.some((tags) => tags.includes(cacheTags.settings)))).toBeLessThan(1_000);
    stop();
  });
});
