import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addressSchema, BANNER_WIDTHS, IMAGE_WIDTHS, imageVariantUrl, stockMessage } from '@dhatu/domain';
import type { Database } from '../db/client.ts';
import { openTestDatabase, TEST_ARTWORK_DIR } from '../test/test-app.ts';
import { DEMO_COUPONS, DEMO_CUSTOMER, DEMO_PRODUCTS } from './demo-data.ts';
import { seedDemo, seedLargeCatalogue } from './seed.ts';
import { buildSearchText } from '../modules/catalogue/search-text.ts';

/** Rendered demo artwork is deterministic and content-named, so test runs share one cache of it. */
const artworkCacheDir = TEST_ARTWORK_DIR;

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return result.rows as T[];
}

/** A WebP stored in the media table at this URL (what /media/ serves on every instance). */
async function stored(database: Database, url: string): Promise<boolean> {
  const [row] = await rows<{ n: number }>(database, sql`
    select count(*)::int as n from media where path = ${url.replace(/^\/media\//, '')} and content_type = 'image/webp' and byte_size > 0`);
  return row!.n === 1;
}

describe('demo seed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let first: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // Test templates hold the demo artwork already: this seed must store it itself.
    await database.db.execute(sql`delete from media`);
    first = await seedDemo(database.db, { artworkCacheDir });
  }, 120_000);
  afterAll(async () => { await drop?.(); });

  it('creates the catalogue once', async () => {
    expect(first.created).toBe(true);
    const [counts] = await rows<{ categories: number; subcategories: number; products: number }>(database, sql`
      select (select count(*)::int from categories) as categories,
             (select count(*)::int from subcategories) as subcategories,
             (select count(*)::int from products) as products`);
    expect(counts!.categories).toBeGreaterThanOrEqual(6);
    expect(counts!.subcategories).toBeGreaterThanOrEqual(16);
    expect(counts!.products).toBeGreaterThanOrEqual(60);

    const again = await seedDemo(database.db, { artworkCacheDir });
    expect(again.created).toBe(false);
    const [after] = await rows<{ products: number; reviews: number; users: number }>(database, sql`
      select (select count(*)::int from products) as products, (select count(*)::int from reviews) as reviews,
             (select count(*)::int from users) as users`);
    expect(after!.products).toBe(counts!.products);
    expect(after!.reviews).toBe(first.counts!.reviews);
    expect(after!.users).toBe(first.counts!.users);
  });

  it('sells at least eight demo products in sizes, finishes or lengths, a picture per finish, one combination sold out', async () => {
    const list = await rows<{ name: string; options: { name: string }[]; stock: number; variant_stock: number; images: number; finishes: number; sold_out: number }>(database, sql`
      select p.name, p.options, p.stock,
             (select sum(v.stock)::int from product_variants v where v.product_id = p.id) as variant_stock,
             (select count(distinct v.image)::int from product_variants v where v.product_id = p.id) as images,
             (select count(distinct v.values->>1)::int from product_variants v where v.product_id = p.id) as finishes,
             (select count(*)::int from product_variants v where v.product_id = p.id and v.stock = 0) as sold_out
      from products p where jsonb_array_length(p.options) > 0`);
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const p of list) expect(p.stock, p.name).toBe(p.variant_stock);
    const diya = list.find((p) => p.name === 'Brass Panchmukhi Diya')!;
    expect(diya.options.map((o) => o.name)).toEqual(['Size', 'Finish']);
    expect(diya.images).toBe(2);
    expect(diya.sold_out).toBe(1);
  });

  it('gives the material categories images and three or more subcategories', async () => {
    const list = await rows<{ name: string; image: string | null; subs: number }>(database, sql`
      select c.name, c.image, (select count(*)::int from subcategories s where s.category_id = c.id) as subs
      from categories c order by c.position`);
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Silver', 'Brass', 'Aluminium', 'Wood', 'Jewellery', 'Decor']));
    for (const c of list) {
      expect(c.image).toMatch(/^\/media\/categories\/.+\.webp$/);
      expect(c.subs).toBeGreaterThanOrEqual(['Silver', 'Brass', 'Aluminium'].includes(c.name) ? 3 : 1);
    }
  });

  it('spreads prices, discounts and stock over every bucket', async () => {
    const list = await rows<{ price_paise: number; sale_price_paise: number; discount: number; stock: number }>(database,
      sql`select price_paise, sale_price_paise, discount, stock from products`);
    for (const p of list) {
      expect(p.price_paise).toBeGreaterThanOrEqual(19_900);
      expect(p.price_paise).toBeLessThanOrEqual(2_500_000);
    }
    expect(Math.min(...list.map((p) => p.price_paise))).toBe(19_900);
    expect(Math.max(...list.map((p) => p.price_paise))).toBe(2_500_000);
    const inRange = (lo: number, hi: number) => list.filter((p) => p.sale_price_paise >= lo * 100 && p.sale_price_paise <= hi * 100).length;
    expect(inRange(0, 500)).toBeGreaterThanOrEqual(4);
    expect(inRange(500, 1000)).toBeGreaterThanOrEqual(4);
    expect(inRange(1000, 5000)).toBeGreaterThanOrEqual(4);
    expect(inRange(5000, 10_000)).toBeGreaterThanOrEqual(4);
    expect(list.filter((p) => p.price_paise > 1_000_000).length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.map((p) => p.discount))).toEqual(new Set([0, 5, 10, 15, 20, 25, 30, 40]));
    const messages = new Set(list.map((p) => stockMessage(p.stock).replace(/\d+/, 'n')));
    expect(messages).toEqual(new Set(['Out of Stock', 'Only n left in stock.', 'In Stock (n left)', 'In Stock']));
    expect(list.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(4);
  });

  it('marks featured, new and 18 festive products', async () => {
    const [flags] = await rows<{ featured: number; fresh: number; festive: number[] }>(database, sql`
      select (select count(*)::int from products where is_featured) as featured,
             (select count(*)::int from products where is_new) as fresh,
             (select coalesce(json_agg(festive_position order by festive_position), '[]'::json) from products where festive_position is not null) as festive`);
    expect(flags!.featured).toBeGreaterThanOrEqual(8);
    expect(flags!.fresh).toBeGreaterThanOrEqual(6);
    expect(flags!.festive).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const [undiscounted] = await rows<{ n: number }>(database, sql`select count(*)::int as n from products where festive_position is not null and discount = 0`);
    expect(undiscounted!.n).toBe(0);
    // New arrivals are the most recently listed.
    const newest = await rows<{ is_new: boolean }>(database, sql`select is_new from products order by created_at desc limit 6`);
    expect(newest.every((p) => p.is_new)).toBe(true);
  });

  it('fills searchText from name, description and category names', async () => {
    const [p] = await rows<{ name: string; description: string; search_text: string; category: string; subcategory: string | null }>(database, sql`
      select p.name, p.description, p.search_text, c.name as category, s.name as subcategory
      from products p join categories c on c.id = p.category_id left join subcategories s on s.id = p.subcategory_id
      where p.slug = 'brass-kuthu-vilakku-5-wick'`);
    expect(p!.search_text).toBe(buildSearchText({ name: p!.name, categoryName: p!.category, subcategoryName: p!.subcategory }));
    expect(p!.search_text).toContain('brass kuthu vilakku');
    expect(p!.search_text).toContain('diyas & lamps');
    const [empty] = await rows<{ n: number }>(database, sql`select count(*)::int as n from products where search_text = '' or search_text <> lower(search_text)`);
    expect(empty!.n).toBe(0);
  });

  it('has home, diwali and material banners', async () => {
    const list = await rows<{ material: string; position: number; link: string | null; image: string; mobile_image: string | null }>(database,
      sql`select material, position, link, image, mobile_image from banners order by material, position`);
    expect(list.filter((b) => b.material === 'home').map((b) => b.position)).toEqual([1, 2, 3]);
    expect(list.find((b) => b.material === 'home' && b.position === 1)!.link).toBe('/diwali-sale');
    for (const material of ['diwali', 'all', 'silver', 'brass', 'aluminium']) expect(list.some((b) => b.material === material)).toBe(true);
    for (const b of list) {
      for (const w of BANNER_WIDTHS) expect(await stored(database, w === 1920 ? b.image : imageVariantUrl(b.image, w))).toBe(true);
      for (const w of IMAGE_WIDTHS) expect(await stored(database, w === 960 ? b.mobile_image! : imageVariantUrl(b.mobile_image!, w))).toBe(true);
    }
  });

  it('has coupons of all three types, paise amounts, a brass-only, an expired and a limited one', async () => {
    const list = await rows<{ code: string; discount_type: string; discount_value: number; max_discount_paise: number | null; min_order_paise: number; ends_at: Date | string | null; usage_limit: number | null; category_ids: string[] }>(database,
      sql`select code, discount_type, discount_value, max_discount_paise, min_order_paise, ends_at, usage_limit, category_ids from coupons`);
    expect(new Set(list.map((c) => c.discount_type))).toEqual(new Set(['percentage', 'fixed', 'percentage_upto']));
    const byCode = new Map(list.map((c) => [c.code, c]));
    expect(byCode.get('WELCOME10')).toMatchObject({ discount_type: 'percentage', discount_value: 10, min_order_paise: 49_900 });
    expect(byCode.get('FLAT200')).toMatchObject({ discount_type: 'fixed', discount_value: 20_000, min_order_paise: 149_900 });
    expect(byCode.get('FESTIVE20')).toMatchObject({ discount_type: 'percentage_upto', discount_value: 20, max_discount_paise: 50_000 });
    const [brass] = await rows<{ id: string }>(database, sql`select id from categories where slug = 'brass'`);
    expect(byCode.get('BRASS15')!.category_ids).toEqual([brass!.id]);
    expect(new Date(byCode.get('OLDMONSOON')!.ends_at!).getTime()).toBeLessThan(Date.now());
    expect(list.some((c) => c.usage_limit !== null)).toBe(true);
  });

  it('has demo people and reviews whose totals agree with the products', async () => {
    const people = await rows<{ phone: string; name: string; role: string }>(database, sql`select phone, name, role from users`);
    expect(people).toEqual(expect.arrayContaining([
      expect.objectContaining({ phone: '+919999999999', name: 'Demo Customer', role: 'customer' }),
      expect.objectContaining({ phone: '+919000000000', name: 'Shop Admin', role: 'admin' }),
    ]));
    for (const u of people) expect(u.phone).toMatch(/^\+91\d{10}$/);

    const [stats] = await rows<{ reviews: number; reviewed: number; short: number; long: number }>(database, sql`
      select count(*)::int as reviews, count(distinct product_id)::int as reviewed,
             count(*) filter (where char_length(comment) < 10)::int as short,
             count(*) filter (where char_length(comment) > 1000)::int as long
      from reviews`);
    expect(stats!.reviews).toBeGreaterThanOrEqual(40);
    expect(stats!.reviewed).toBeGreaterThanOrEqual(15);
    expect(stats!.short + stats!.long).toBe(0);

    const [mismatch] = await rows<{ n: number }>(database, sql`
      select count(*)::int as n from products p
      left join (select product_id, count(*)::int as c, sum(rating)::int as s from reviews group by product_id) r on r.product_id = p.id
      where p.reviews_count <> coalesce(r.c, 0) or p.ratings_total <> coalesce(r.s, 0)`);
    expect(mismatch!.n).toBe(0);
    const [late] = await rows<{ n: number }>(database, sql`
      select count(*)::int as n from reviews r join products p on p.id = r.product_id
      where r.created_at < p.created_at or r.created_at > now()`);
    expect(late!.n).toBe(0);
  });

  it('gives the demo customer a saved Home address as the default, and Work, both valid for checkout', async () => {
    const saved = await rows<{ label: string; is_default: boolean; house_number: string; street: string; area: string; landmark: string; city: string; state: string; pincode: string; country: string }>(database, sql`
      select a.label, a.is_default, a.house_number, a.street, a.area, a.landmark, a.city, a.state, a.pincode, a.country
      from addresses a join users u on u.id = a.user_id where u.phone = ${DEMO_CUSTOMER.phone} order by a.created_at`);
    expect(saved.map((a) => [a.label, a.is_default])).toEqual([['Home', true], ['Work', false]]);
    for (const { label, house_number, street, area, landmark, city, state, pincode, country } of saved) {
      const parsed = addressSchema.safeParse({ label, houseNumber: house_number, street, area, landmark, city, state, pincode, country });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    // Their demo orders went to these same addresses.
    const [unsaved] = await rows<{ n: number }>(database, sql`
      select count(*)::int as n from orders o join users u on u.id = o.user_id
      where u.phone = ${DEMO_CUSTOMER.phone} and o.shipping_address->>'label' in ('Home', 'Work') and not exists (
        select 1 from addresses a where a.user_id = u.id and a.pincode = o.shipping_address->>'pincode'
          and a.house_number = o.shipping_address->>'houseNumber')`);
    expect(unsaved!.n).toBe(0);
  });

  /*
   * What "agrees" means for the demo: as in the live shop, an order that was not cancelled holds its
   * units and its coupon use, and a cancelled one gave both back. So every coupon's used count is its
   * redemptions, each redemption is a live order of that customer carrying the coupon, and the stock
   * shown plus the units in live orders is the stock the catalogue started with (demo-data.ts).
   */
  it('agrees with itself: coupon uses are the orders that used them, stock is what those orders left', async () => {
    const couponRows = await rows<{ code: string; used_count: number; usage_limit: number | null; per_customer_limit: number | null; first_order_only: boolean; redemptions: number; live_orders: number }>(database, sql`
      select c.code, c.used_count, c.usage_limit, c.per_customer_limit, c.first_order_only,
             (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions,
             (select count(*)::int from orders o where o.coupon_id = c.id and o.status <> 'cancelled') as live_orders
      from coupons c order by c.code`);
    expect(couponRows.map((c) => c.code).sort()).toEqual(DEMO_COUPONS.map((c) => c.code).sort());
    for (const c of couponRows) {
      expect({ code: c.code, used: c.used_count, redemptions: c.redemptions, orders: c.live_orders })
        .toEqual({ code: c.code, used: c.redemptions, redemptions: c.live_orders, orders: c.live_orders });
      if (c.usage_limit !== null) expect(c.used_count, c.code).toBeLessThanOrEqual(c.usage_limit);
    }
    // The demo does use a coupon, so these checks are not about nothing.
    expect(couponRows.reduce((sum, c) => sum + c.used_count, 0)).toBeGreaterThan(0);

    // Each redemption is a live order of the same customer that carries the coupon, within the limits.
    const [strays] = await rows<{ n: number }>(database, sql`
      select count(*)::int as n from coupon_redemptions r left join orders o on o.id = r.order_id
      where o.id is null or o.status = 'cancelled' or o.coupon_id is distinct from r.coupon_id or o.user_id <> r.user_id`);
    expect(strays!.n).toBe(0);
    const [overLimit] = await rows<{ n: number }>(database, sql`
      select count(*)::int as n from (
        select r.coupon_id, r.user_id, count(*) as uses from coupon_redemptions r group by r.coupon_id, r.user_id) u
      join coupons c on c.id = u.coupon_id where c.per_customer_limit is not null and u.uses > c.per_customer_limit`);
    expect(overLimit!.n).toBe(0);
    // A first-order coupon went only on a customer's first live order.
    const [notFirst] = await rows<{ n: number }>(database, sql`
      select count(*)::int as n from orders o join coupons c on c.id = o.coupon_id
      where c.first_order_only and o.status <> 'cancelled' and exists (
        select 1 from orders e where e.user_id = o.user_id and e.status <> 'cancelled' and e.created_at < o.created_at)`);
    expect(notFirst!.n).toBe(0);
    // Every order's coupon discount is the sum of its lines' shares.
    const [unshared] = await rows<{ n: number }>(database, sql`
      select count(*)::int as n from orders o
      where o.coupon_discount_paise <> (select coalesce(sum(i.coupon_discount_paise), 0) from order_items i where i.order_id = o.id)`);
    expect(unshared!.n).toBe(0);

    // WELCOME10 is for a first order, and the demo customer has had seven.
    const [demo] = await rows<{ orders: number; live: number }>(database, sql`
      select count(*)::int as orders, count(*) filter (where o.status <> 'cancelled')::int as live
      from orders o join users u on u.id = o.user_id where u.phone = ${DEMO_CUSTOMER.phone}`);
    expect(demo).toEqual({ orders: 7, live: 5 });
    expect(couponRows.find((c) => c.code === 'WELCOME10')).toMatchObject({ first_order_only: true });

    const stock = await rows<{ name: string; stock: number; held: number }>(database, sql`
      select p.name, p.stock,
             coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                       where i.product_id = p.id and o.status <> 'cancelled'), 0)::int as held
      from products p where jsonb_array_length(p.options) = 0`);
    // Products with variants were given them after the demo orders: their stock is their variants' (checked above).
    const opening = new Map(DEMO_PRODUCTS.map((p) => [p.name, p.stock]));
    const disagreeing = stock.filter((p) => p.stock < 0 || p.stock + p.held !== opening.get(p.name))
      .map((p) => `${p.name}: ${p.stock} in stock + ${p.held} in orders ≠ ${opening.get(p.name)} to start with`);
    expect(disagreeing).toEqual([]);
    expect(stock.reduce((sum, p) => sum + p.held, 0)).toBeGreaterThan(0);
  });

  it('writes every product picture with its narrower renditions', async () => {
    const list = await rows<{ images: string[] }>(database, sql`select images from products`);
    const urls = list.flatMap((p) => p.images);
    for (const p of list) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
    }
    const missing: string[] = [];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+\.webp$/);
      for (const w of IMAGE_WIDTHS) {
        const variant = w === 960 ? url : imageVariantUrl(url, w);
        if (!(await stored(database, variant))) missing.push(variant);
      }
    }
    expect(missing).toEqual([]);
  });

  it('adds a large generated catalogue on top', async () => {
    const before = await rows<{ n: number }>(database, sql`select count(*)::int as n from products`);
    const result = await seedLargeCatalogue(database.db, { products: 500, artworkCacheDir });
    expect(result.created).toBe(500);
    const after = await rows<{ n: number; blank: number; outside: number }>(database, sql`
      select count(*)::int as n,
             count(*) filter (where search_text = '' or jsonb_array_length(images) = 0)::int as blank,
             count(*) filter (where price_paise < 19900 or price_paise > 2500000)::int as outside
      from products`);
    expect(after[0]!.n).toBe(before[0]!.n + 500);
    expect(after[0]!.blank).toBe(0);
    expect(after[0]!.outside).toBe(0);
    const pool = await rows<{ image: string }>(database, sql`
      select distinct images->>0 as image from products where images->>0 like '/media/products/pool/%'`);
    expect(pool.length).toBeGreaterThan(10);
    const unstored = [];
    for (const { image } of pool) if (!(await stored(database, image))) unstored.push(image);
    expect(unstored).toEqual([]);
  }, 60_000);
});
