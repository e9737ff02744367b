/**
 * Demo data: the catalogue, banners, coupons, people and reviews of demo-data.ts, with artwork
 * rendered into the media table. seedDemo runs on the first start of an empty database and from
 * `npm run seed`; seedLargeCatalogue adds generated products for load tests.
 *
 * Longer than 300 lines on purpose: it is one ordered script (catalogue, media, people, orders),
 * easier to follow top to bottom than split.
 */
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { IMAGE_WIDTHS, SEEDED_CATEGORY_HSN } from '@dhatu/domain';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/schema/ids.ts';
import { banners, categories, coupons, products, productVariants, reviews, subcategories, users } from '../db/schema/index.ts';
import { refreshVariantSummary } from '../modules/catalogue/index.ts';
import { createRng, type ArtMaterial } from './artwork-kit.ts';
import type { ArtKind } from './artwork-objects.ts';
import { productImageSvg } from './artwork.ts';
import { demoArtwork, imageJob, saveArtwork, slugify, urlOfJob } from './demo-artwork.ts';
import {
  CARE, DEMO_ADMIN, DEMO_BANNERS, DEMO_CATEGORIES, DEMO_COUPONS, DEMO_CUSTOMER, DEMO_PRODUCTS,
  DEMO_REVIEWERS, DEMO_REVIEWS, type DemoProduct,
} from './demo-data.ts';
import { buildSearchText } from '../modules/catalogue/search-text.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoVariants } from './demo-variants.ts';
import { seedDemoDeliveryZones } from './demo-delivery.ts';

export { imageCountFor, slugify } from './demo-artwork.ts';

const DAY = 86_400_000;
/** Arbitrary constant: one seeder at a time when several instances start on one empty database. */
const SEED_LOCK_KEY = 7_418_7115;

export interface SeedOptions {
  /** Development and tests: where rendered artwork is kept between fresh databases (artwork-render.ts). */
  artworkCacheDir?: string;
  log?: (msg: string) => void;
  /** "Now" for listing and review dates (tests pin it); defaults to the current time. */
  now?: Date;
}

export interface SeedResult {
  created: boolean;
  counts?: { categories: number; subcategories: number; products: number; banners: number; coupons: number; users: number; reviews: number };
  images?: { total: number; rendered: number };
}

export function productDetailsText(product: DemoProduct): string {
  const d = product.details;
  const care = d.care ?? CARE[product.art.material];
  return `Material: ${d.material}\nDimensions: ${d.dimensions}\nWeight: ${d.weight}\nFinish: ${d.finish}\nCare: ${care}`;
}

async function hasCatalogue(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo shop into an empty database. Does nothing (created: false) when categories exist.
 * Everything goes in inside one transaction: the artwork the media table lacks (drawn, or read
 * from the artwork cache), then one insert per table.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  if (await hasCatalogue(db)) return { created: false };
  const now = opts.now ?? new Date();
  const started = Date.now();

  // ── Pictures ──────────────────────────────────────────────────────────────────────────
  const { productSlugs, tileJobs, productJobs, bannerJobs, jobs } = demoArtwork();
  const urlOf = new Map(jobs.map((job) => [job, urlOfJob(job)]));

  // ── Rows ────────────────────────────────────────────────────────────────────────────────
  const categoryRows = DEMO_CATEGORIES.map((c, i) => ({
    id: newId(), name: c.name, slug: c.slug, image: urlOf.get(tileJobs[i]!)!, position: i + 1,
    hsnCode: SEEDED_CATEGORY_HSN[c.name.toLowerCase()] ?? null,
    createdAt: now, updatedAt: now,
  }));
  const categoryBySlug = new Map(DEMO_CATEGORIES.map((c, i) => [c.slug, categoryRows[i]!]));
  const subcategoryRows = DEMO_CATEGORIES.flatMap((c) => c.subcategories.map((s, i) => ({
    id: newId(), name: s.name, slug: s.slug, categoryId: categoryBySlug.get(c.slug)!.id,
    image: null as string | null, position: i + 1, createdAt: now, updatedAt: now,
    key: `${c.slug}/${s.slug}`,
  })));
  const subcategoryByKey = new Map(subcategoryRows.map((s) => [s.key, s]));

  const listedAt = DEMO_PRODUCTS.map((p, i) => {
    const rng = createRng(`listed:${productSlugs[i]}`);
    const daysAgo = p.isNew ? 1 + rng() * 24 : 32 + rng() * 400;
    return new Date(now.getTime() - Math.round(daysAgo * DAY));
  });

  const reviewer = DEMO_REVIEWERS;
  const productIndexByName = new Map(DEMO_PRODUCTS.map((p, i) => [p.name, i]));
  const seenPairs = new Set<string>();
  const totals = DEMO_PRODUCTS.map(() => ({ sum: 0, count: 0 }));
  for (const r of DEMO_REVIEWS) {
    const index = productIndexByName.get(r.product);
    if (index === undefined) throw new Error(`Demo review for unknown product: ${r.product}`);
    if (!reviewer[r.by]) throw new Error(`Demo review by unknown reviewer ${r.by}`);
    const pair = `${index}/${r.by}`;
    if (seenPairs.has(pair)) throw new Error(`Two demo reviews by reviewer ${r.by} of ${r.product}`);
    seenPairs.add(pair);
    totals[index]!.sum += r.rating;
    totals[index]!.count += 1;
  }

  const productRows = DEMO_PRODUCTS.map((p, i) => {
    const category = categoryBySlug.get(p.category);
    const subcategory = subcategoryByKey.get(`${p.category}/${p.subcategory}`);
    if (!category || !subcategory) throw new Error(`Demo product ${p.name}: unknown category ${p.category}/${p.subcategory}`);
    const images = productJobs[i]!.map((job) => urlOf.get(job)!);
    subcategory.image ??= images[0] ?? null;
    return {
      id: newId(),
      slug: productSlugs[i]!,
      name: p.name,
      description: p.description,
      productDescription: productDetailsText(p),
      pricePaise: p.price * 100,
      discount: p.discount,
      stock: p.stock,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      images,
      isFeatured: p.featured ?? false,
      isNew: p.isNew ?? false,
      festivePosition: p.festive ?? null,
      madeToOrderDays: p.madeToOrderDays ?? 0,
      ratingsTotal: totals[i]!.sum,
      reviewsCount: totals[i]!.count,
      searchText: buildSearchText({ name: p.name, categoryName: category.name, subcategoryName: subcategory.name }),
      createdAt: listedAt[i]!,
      updatedAt: listedAt[i]!,
    };
  });

  const bannerRows = DEMO_BANNERS.map((b, i) => ({
    id: newId(), position: b.position, material: b.material, title: b.title, description: b.description, link: b.link,
    image: urlOf.get(bannerJobs[i]![0])!, mobileImage: urlOf.get(bannerJobs[i]![1])!, isActive: true,
    createdAt: now, updatedAt: now,
  }));

  const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY));
  const couponRows = DEMO_COUPONS.map((c) => ({
    id: newId(),
    code: c.code.toUpperCase(),
    description: c.description,
    discountType: c.discountType,
    discountValue: c.discountType === 'fixed' ? c.value * 100 : c.value,
    maxDiscountPaise: c.maxDiscount === undefined ? null : c.maxDiscount * 100,
    minOrderPaise: c.minOrder * 100,
    startsAt: at(c.startsInDays),
    endsAt: at(c.endsInDays),
    isActive: c.isActive ?? true,
    usageLimit: c.usageLimit ?? null,
    perCustomerLimit: c.perCustomerLimit ?? null,
    firstOrderOnly: c.firstOrderOnly ?? false,
    // Uses are counted by the demo orders that use the coupon (seedDemoOrders), never typed in.
    usedCount: 0,
    categoryIds: (c.categories ?? []).map((slug) => categoryBySlug.get(slug)!.id),
    productIds: [],
    createdAt: now,
    updatedAt: now,
  }));

  const people = [DEMO_CUSTOMER, DEMO_ADMIN, ...DEMO_REVIEWERS];
  const userRows = people.map((u, i) => {
    const joined = new Date(now.getTime() - (500 - i * 3) * DAY);
    return { id: newId(), phone: u.phone, name: u.name, email: u.email ?? null, role: u.role ?? 'customer', createdAt: joined, updatedAt: joined };
  });

  // ── One transaction ─────────────────────────────────────────────────────────────────────
  let counts: SeedResult['counts'];
  let rendered = 0;
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasCatalogue(tx)) return false;
    // Drawn under the seed lock: a second instance starting on the same empty database waits, then seeds nothing.
    rendered = await saveArtwork(tx, jobs, opts.artworkCacheDir);
    log(`demo images: ${rendered} drawn, the rest of ${jobs.length} read from the cache or the database, in ${Date.now() - started} ms`);

    await tx.insert(categories).values(categoryRows);
    await tx.insert(subcategories).values(subcategoryRows.map(({ key: _key, ...row }) => row));
    await tx.insert(products).values(productRows);
    await tx.insert(banners).values(bannerRows);
    await tx.insert(coupons).values(couponRows).onConflictDoNothing({ target: coupons.code });
    // People may already exist (someone signed in before the shop was seeded): keep them.
    await tx.insert(users).values(userRows).onConflictDoNothing({ target: users.phone });
    const phoneRows = await tx.select({ id: users.id, phone: users.phone }).from(users)
      .where(inArray(users.phone, people.map((u) => u.phone)));
    const userIdByPhone = new Map(phoneRows.map((u) => [u.phone, u.id]));

    const reviewRows = DEMO_REVIEWS.map((r) => {
      const index = productIndexByName.get(r.product)!;
      const listed = listedAt[index]!.getTime();
      const createdAt = new Date(Math.min(now.getTime() - 3_600_000, listed + Math.max(1, r.at * (now.getTime() - listed))));
      return {
        id: newId(), productId: productRows[index]!.id, userId: userIdByPhone.get(reviewer[r.by]!.phone)!,
        rating: r.rating, comment: r.comment, images: [], createdAt, updatedAt: createdAt,
      };
    });
    await tx.insert(reviews).values(reviewRows);
    await seedDemoAddresses(tx, { now });
    await seedDemoOrders(tx, { now });
    await seedDemoVariants(tx, now);
    await seedDemoDeliveryZones(tx);
    counts = {
      categories: categoryRows.length, subcategories: subcategoryRows.length, products: productRows.length,
      banners: bannerRows.length, coupons: couponRows.length, users: userRows.length, reviews: reviewRows.length,
    };
    return true;
  });
  if (!created) return { created: false };
  log(`demo data seeded in ${Date.now() - started} ms: ${productRows.length} products, ${DEMO_REVIEWS.length} reviews`);
  return { created: true, counts, images: { total: jobs.length, rendered } };
}

// ---------------------------------------------------------------------------------------------
// A large generated catalogue, for load tests and pagination at scale.

interface CatalogueObject { noun: string; kind: ArtKind; category: string; subcategory: string; materials: ArtMaterial[]; use: string }

const OBJECTS: CatalogueObject[] = [
  { noun: 'Diya', kind: 'diya', category: 'brass', subcategory: 'diyas-and-lamps', materials: ['brass', 'silver'], use: 'for daily aarti and festival nights' },
  { noun: 'Standing Lamp', kind: 'lamp', category: 'brass', subcategory: 'diyas-and-lamps', materials: ['brass'], use: 'for the pooja room floor' },
  { noun: 'Kalash', kind: 'kalash', category: 'silver', subcategory: 'pooja-items', materials: ['silver', 'brass'], use: 'for griha pravesh and weddings' },
  { noun: 'Lota', kind: 'lota', category: 'brass', subcategory: 'kitchen-and-serveware', materials: ['brass', 'copper'], use: 'for drinking water and abhishekam' },
  { noun: 'Serving Bowl', kind: 'bowl', category: 'brass', subcategory: 'kitchen-and-serveware', materials: ['brass', 'silver', 'aluminium', 'wood'], use: 'for dal, kheer and dry fruit' },
  { noun: 'Urli', kind: 'urli', category: 'decor', subcategory: 'urlis-and-showpieces', materials: ['brass'], use: 'with floating flowers at the entrance' },
  { noun: 'Thali', kind: 'thali', category: 'silver', subcategory: 'tableware', materials: ['silver', 'brass'], use: 'for festive meals and pooja' },
  { noun: 'Pooja Bell', kind: 'bell', category: 'brass', subcategory: 'bells', materials: ['brass', 'silver'], use: 'for aarti' },
  { noun: 'Tumbler', kind: 'tumbler', category: 'silver', subcategory: 'tableware', materials: ['silver', 'brass', 'copper'], use: 'for water and buttermilk' },
  { noun: 'Vase', kind: 'vase', category: 'aluminium', subcategory: 'decor-accents', materials: ['aluminium', 'copper', 'brass'], use: 'for fresh or dried stems' },
  { noun: 'Candle Stand', kind: 'candle-stand', category: 'aluminium', subcategory: 'decor-accents', materials: ['aluminium', 'brass'], use: 'for a dining table or mantel' },
  { noun: 'Spoon Set', kind: 'spoons', category: 'wood', subcategory: 'kitchen', materials: ['wood', 'silver'], use: 'for the table and the kitchen' },
  { noun: 'Jhumkas', kind: 'jhumka', category: 'jewellery', subcategory: 'earrings', materials: ['oxidised', 'brass'], use: 'for weddings and festive evenings' },
  { noun: 'Bangles', kind: 'bangle', category: 'jewellery', subcategory: 'bangles-and-pendants', materials: ['brass', 'silver'], use: 'to stack or wear alone' },
  { noun: 'Pendant', kind: 'pendant', category: 'jewellery', subcategory: 'bangles-and-pendants', materials: ['silver', 'oxidised'], use: 'for everyday wear' },
  { noun: 'Keepsake Box', kind: 'box', category: 'wood', subcategory: 'boxes-and-storage', materials: ['wood'], use: 'for jewellery and letters' },
  { noun: 'Kumkum Box', kind: 'round-box', category: 'silver', subcategory: 'pooja-items', materials: ['silver', 'brass'], use: 'for kumkum and sindoor' },
  { noun: 'Wall Plate', kind: 'wall-decor', category: 'decor', subcategory: 'wall-decor', materials: ['copper', 'brass', 'aluminium'], use: 'for a living-room wall' },
  { noun: 'Elephant', kind: 'figurine', category: 'brass', subcategory: 'idols-and-figurines', materials: ['brass', 'silver'], use: 'for the entrance or a bookshelf' },
  { noun: 'Idol', kind: 'idol', category: 'brass', subcategory: 'idols-and-figurines', materials: ['brass'], use: 'for the altar' },
  { noun: 'Planter', kind: 'planter', category: 'aluminium', subcategory: 'planters', materials: ['aluminium', 'brass'], use: 'for indoor plants' },
  { noun: 'Kadai', kind: 'kadai', category: 'aluminium', subcategory: 'cookware', materials: ['aluminium', 'brass'], use: 'for frying and sweets' },
  { noun: 'Handi', kind: 'handi', category: 'aluminium', subcategory: 'cookware', materials: ['aluminium'], use: 'for biryani and slow curries' },
  { noun: 'Tea Kettle', kind: 'teapot', category: 'silver', subcategory: 'tableware', materials: ['silver', 'brass'], use: 'for chai at the table' },
  { noun: 'Coin', kind: 'coin', category: 'silver', subcategory: 'gifts', materials: ['silver'], use: 'for Dhanteras and gifting' },
];

const ADJECTIVES = ['Hand-Hammered', 'Engraved', 'Antique', 'Classic', 'Temple', 'Royal', 'Lotus', 'Peacock', 'Heritage', 'Festive', 'Minimal', 'Moradabad', 'Jaipur', 'Kerala', 'Mughal', 'Filigree', 'Beaded', 'Mandala', 'Paisley', 'Vintage'];
const MATERIAL_WORDS: Record<ArtMaterial, string> = { silver: 'Silver', oxidised: 'Oxidised Silver', brass: 'Brass', aluminium: 'Aluminium', copper: 'Copper', wood: 'Sheesham' };
/**
 * The category a generated product is filed under (issue 28): its own material's, never another
 * metal's (a silver bowl is not under Brass). Jewellery and decor keep theirs; copper, which has
 * no category of its own, goes to Decor when its object would sit under another metal.
 */
const MATERIAL_CATEGORY: Record<ArtMaterial, string> = { silver: 'silver', oxidised: 'silver', brass: 'brass', aluminium: 'aluminium', copper: 'decor', wood: 'wood' };
const METAL_CATEGORIES = new Set(Object.values(MATERIAL_CATEGORY).filter((slug) => slug !== 'decor'));
export function generatedCategorySlug(object: { category: string }, material: ArtMaterial): string {
  return METAL_CATEGORIES.has(object.category) ? MATERIAL_CATEGORY[material] : object.category;
}

const TOWNS = ['Moradabad', 'Jaipur', 'Aligarh', 'Kumbakonam', 'Mannar', 'Jandiala Guru', 'Pembarthi', 'Cuttack', 'Saharanpur', 'Jodhpur', 'Varanasi', 'Karimnagar'];
const TECHNIQUES = ['hand-hammered', 'sand-cast', 'lost-wax cast', 'hand-engraved', 'lathe-turned', 'chased in repoussé'];
const DISCOUNTS = [0, 0, 0, 5, 10, 10, 15, 20, 25, 30, 40];

export interface LargeCatalogueOptions {
  products: number;
  artworkCacheDir?: string;
  log?: (msg: string) => void;
  /** Every third product sold in six variants (Size × Finish), for the bench's variants comparison (issue 26). */
  variants?: boolean;
}

const BENCH_SIZES = [['Small', 1], ['Medium', 1.4], ['Large', 2]] as const;
const BENCH_FINISHES = [['Antique', 0], ['Polished', 100]] as const;
const BENCH_OPTIONS = [{ name: 'Size', values: BENCH_SIZES.map(([s]) => s) }, { name: 'Finish', values: BENCH_FINISHES.map(([f]) => f) }];

/**
 * Adds `products` generated products to an already seeded shop (run seedDemo first): bulk inserts of
 * 1000 rows inside one transaction, pictures from a small fixed pool of rendered artwork.
 */
export async function seedLargeCatalogue(db: Db, opts: LargeCatalogueOptions): Promise<{ created: number }> {
  const total = Math.max(0, Math.floor(opts.products));
  if (total === 0) return { created: 0 };
  const log = opts.log ?? (() => {});
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories);
  if (categoryRows.length === 0) throw new Error('seedLargeCatalogue needs the categories: run seedDemo first');
  const subcategoryRows = await db.select({ id: subcategories.id, slug: subcategories.slug, name: subcategories.name, categoryId: subcategories.categoryId }).from(subcategories);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));

  // The picture pool: one picture of each object in each of its materials (about 50 in all).
  const poolKeys = [...new Set(OBJECTS.flatMap((o) => o.materials.map((m) => `${o.kind}/${m}`)))];
  const poolJobs = poolKeys.map((key) => {
    const [kind, material] = key.split('/') as [ArtKind, ArtMaterial];
    return imageJob(`products/pool/${kind}-${material}`, productImageSvg({ kind, material, seed: `pool-${key}`, index: 0 }), IMAGE_WIDTHS);
  });
  const pool = new Map(poolKeys.map((key, i) => [key, urlOfJob(poolJobs[i]!)]));
  let drawn = 0;

  const tag = randomBytes(3).toString('hex');
  const rng = createRng(`large:${tag}`);
  const now = Date.now();
  const started = Date.now();
  let created = 0;
  await db.transaction(async (tx) => {
    drawn = await saveArtwork(tx, poolJobs, opts.artworkCacheDir);
    for (let offset = 0; offset < total; offset += 1000) {
      const rows = [];
      const variantRows: (typeof productVariants.$inferInsert)[] = [];
      for (let i = offset; i < Math.min(total, offset + 1000); i++) {
        const object = OBJECTS[Math.floor(rng() * OBJECTS.length)]!;
        const material = object.materials[Math.floor(rng() * object.materials.length)]!;
        const category = categoryBySlug.get(generatedCategorySlug(object, material)) ?? categoryRows[0]!;
        const subcategory = subcategoryRows.find((s) => s.categoryId === category.id && s.slug === object.subcategory) ?? null;
        const adjective = ADJECTIVES[Math.floor(rng() * ADJECTIVES.length)]!;
        const name = `${adjective} ${MATERIAL_WORDS[material]} ${object.noun}`;
        const town = TOWNS[Math.floor(rng() * TOWNS.length)]!;
        const technique = TECHNIQUES[Math.floor(rng() * TECHNIQUES.length)]!;
        const description = `A ${object.noun.toLowerCase()} in ${MATERIAL_WORDS[material].toLowerCase()}, ${technique} by artisans in ${town}.\nMade ${object.use}.\nEach piece is finished by hand, so small variations are part of its character.`;
        // Log-uniform ₹199–₹25,000, ending in 49 or 99.
        const raw = Math.exp(Math.log(199) + rng() * (Math.log(25_000) - Math.log(199)));
        const price = Math.max(199, Math.min(25_000, Math.round(raw / 50) * 50 - 1));
        const stockRoll = rng();
        const stock = stockRoll < 0.08 ? 0 : stockRoll < 0.25 ? 1 + Math.floor(rng() * 4) : stockRoll < 0.45 ? 5 + Math.floor(rng() * 6) : 11 + Math.floor(rng() * 90);
        const image = pool.get(`${object.kind}/${material}`)!;
        const listed = new Date(now - Math.floor(rng() * 730 * DAY));
        const id = newId();
        const withVariants = opts.variants === true && i % 3 === 0;
        const skus: string[] = [];
        if (withVariants) {
          for (const [s, [size, factor]] of BENCH_SIZES.entries()) {
            for (const [f, [finish, extra]] of BENCH_FINISHES.entries()) {
              const sku = `B${tag}-${i.toString(36)}-${size[0]}${finish[0]}`.toUpperCase();
              skus.push(sku);
              variantRows.push({
                productId: id, position: s * BENCH_FINISHES.length + f, values: [size, finish], sku,
                pricePaise: (Math.round((price * factor) / 50) * 50 - 1 + extra) * 100, discount: 0,
                stock: rng() < 0.15 ? 0 : Math.floor(rng() * 20),
              });
            }
          }
        }
        rows.push({
          id,
          ...(withVariants ? { options: BENCH_OPTIONS } : {}),
          slug: `${slugify(name)}-${tag}${i.toString(36)}`,
          name,
          description,
          productDescription: `Material: ${MATERIAL_WORDS[material]}\nDimensions: ${10 + Math.floor(rng() * 30)} cm\nWeight: ${100 + Math.floor(rng() * 1900)} g\nFinish: ${technique}\nCare: ${CARE[material]}`,
          pricePaise: price * 100,
          discount: DISCOUNTS[Math.floor(rng() * DISCOUNTS.length)]!,
          stock,
          categoryId: category.id,
          subcategoryId: subcategory?.id ?? null,
          images: [image],
          searchText: buildSearchText({ name, categoryName: category.name, subcategoryName: subcategory?.name, skus }),
          createdAt: listed,
          updatedAt: listed,
        });
      }
      await tx.insert(products).values(rows);
      if (variantRows.length > 0) {
        await tx.insert(productVariants).values(variantRows);
        await refreshVariantSummary(tx, variantRows.map((v) => v.productId));
      }
      created += rows.length;
    }
  });
  // Fresh statistics, so the planner picks the indexes at once instead of after autovacuum's next
  // pass; vacuum also moves the GIN indexes' pending entries into the index (until then every
  // search reads that list in full: 4.3 ms of a search's 9.5 at 1,00,000 products).
  await db.execute(sql`vacuum analyze products`);
  if (opts.variants) await db.execute(sql`analyze product_variants`);
  log(`added ${created} generated products in ${Date.now() - started} ms (${drawn} pool images drawn)`);
  return { created };
}
