/** Products, coupons and customers with exact numbers for the cart, coupon and wishlist tests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, couponRedemptions, coupons, products, productVariants } from '../../db/schema/index.ts';
import { refreshVariantSummary } from '../catalogue/index.ts';
import { loginAs, type LoggedIn } from '../../test/auth-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(++serial).toString(36)}`;

/** A 10-digit phone nobody else in this run has. */
export function newPhone(prefix = '93'): string {
  return `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial % 100).padStart(2, '0')}`;
}

export interface ProductFixture { id: string; name: string }

/** A product with options and its variants' ids by their label ('Large / Antique'). */
export interface VariantProductFixture extends ProductFixture { variants: Record<string, string> }

export interface Fixtures {
  brass: string;
  silver: string;
  /** A product priced in rupees (default: ₹1000, no discount, stock 10, brass). */
  product(options?: {
    name?: string; price?: number; discount?: number; stock?: number; category?: 'brass' | 'silver'; hidden?: boolean; maxPerOrder?: number | null;
  }): Promise<ProductFixture>;
  setProduct(id: string, change: Partial<typeof products.$inferInsert>): Promise<void>;
  /** A product with options: each row its values, price in rupees, stock (and discount). */
  variantProduct(options: {
    name: string; options: { name: string; values: string[] }[]; rows: { values: string[]; price: number; stock: number; discount?: number }[];
  }): Promise<VariantProductFixture>;
  /** A coupon with money in rupees (default: active, no window, no limits). */
  coupon(options: {
    code: string; type?: 'percentage' | 'fixed' | 'percentage_upto'; value: number; max?: number; minOrder?: number;
    startsAt?: Date | null; endsAt?: Date | null; isActive?: boolean; usageLimit?: number | null; usedCount?: number;
    perCustomerLimit?: number | null; categoryIds?: string[]; productIds?: string[]; description?: string; firstOrderOnly?: boolean;
  }): Promise<string>;
  /** One use of a coupon by a customer, as checkout will record it. */
  redeem(couponId: string, userId: string): Promise<void>;
  /** A new signed-in customer. */
  customer(): Promise<LoggedIn>;
}

export async function createFixtures(t: TestContext): Promise<Fixtures> {
  const db: Db = t.database.db;
  const tag = unique();
  const [brass, silver] = await db.insert(categories).values([
    // With the HSN codes the seeded categories of these names have (migration 0011).
    { name: 'Brass', slug: `brass-${tag}`, hsnCode: '7418' },
    { name: 'Silver', slug: `silver-${tag}`, hsnCode: '7114' },
  ]).returning({ id: categories.id });

  return {
    brass: brass!.id,
    silver: silver!.id,
    async product({ name, price = 1000, discount = 0, stock = 10, category = 'brass', hidden = false, maxPerOrder = null } = {}) {
      const id = unique();
      const productName = name ?? `Test product ${id}`;
      const [row] = await db.insert(products).values({
        slug: `p-${id}`, name: productName, pricePaise: Math.round(price * 100), discount, stock,
        categoryId: category === 'brass' ? brass!.id : silver!.id, isHidden: hidden, maxPerOrder,
      }).returning({ id: products.id });
      return { id: row!.id, name: productName };
    },
    async variantProduct({ name, options, rows }) {
      const id = unique();
      const [row] = await db.insert(products).values({
        slug: `p-${id}`, name, pricePaise: 0, stock: 0, categoryId: brass!.id, options,
      }).returning({ id: products.id });
      const inserted = await db.insert(productVariants).values(rows.map((r, position) => ({
        productId: row!.id, position, values: r.values, sku: `${id}-${r.values.join('-')}`.replaceAll(' ', ''),
        pricePaise: r.price * 100, discount: r.discount ?? 0, stock: r.stock,
      }))).returning({ id: productVariants.id, values: productVariants.values });
      await refreshVariantSummary(db, [row!.id]);
      return { id: row!.id, name, variants: Object.fromEntries(inserted.map((v) => [v.values.join(' / '), v.id])) };
    },
    async setProduct(id, change) {
      await db.update(products).set(change).where(eq(products.id, id));
    },
    async coupon({ code, type = 'percentage', value, max, minOrder = 0, usedCount = 0, ...rest }) {
      const [row] = await db.insert(coupons).values({
        code, description: rest.description ?? `${code} test coupon`, discountType: type,
        discountValue: type === 'fixed' ? Math.round(value * 100) : value,
        maxDiscountPaise: max === undefined ? null : Math.round(max * 100),
        minOrderPaise: Math.round(minOrder * 100),
        startsAt: rest.startsAt ?? null, endsAt: rest.endsAt ?? null, isActive: rest.isActive ?? true,
        usageLimit: rest.usageLimit ?? null, usedCount, perCustomerLimit: rest.perCustomerLimit ?? null,
        categoryIds: rest.categoryIds ?? [], productIds: rest.productIds ?? [], firstOrderOnly: rest.firstOrderOnly ?? false,
      }).returning({ id: coupons.id });
      return row!.id;
    },
    async redeem(couponId, userId) {
      await db.insert(couponRedemptions).values({ couponId, userId, orderId: null });
    },
    customer: () => loginAs(t.app, newPhone()),
  };
}
