import { and, asc, desc, eq, gt, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { csvRupees, digitsOnly, indiaDateTimeText, rangeInstants } from '@dhatu/domain';
import type { CustomerExportQuery, OrderExportQuery, ProductExportQuery } from '@dhatu/domain/contracts';
import type { Db } from '../../../db/client.ts';
import { categories, invoices, orderItems, orders, products, subcategories, users } from '../../../db/schema/index.ts';
import { adminProductFilter } from '../catalogue/products.service.ts';
import { adminOrderFilter } from '../orders/admin-orders.repository.ts';
import type { CsvColumn } from './csv-stream.ts';

/**
 * The CSV exports (GET /api/admin/exports/…): each reads its rows a thousand at a time by keyset
 * (the last row's sort key, never an offset), so a file of 100,000 orders streams in constant memory.
 */
const BATCH = 1000;

// ── Orders ──────────────────────────────────────────────────────────────────────────────────
function orderWhere(query: OrderExportQuery): SQL | undefined {
  const range = query.from && query.to ? rangeInstants({ from: query.from, to: query.to }) : null;
  return and(adminOrderFilter(query), range ? gte(orders.createdAt, range.start) : undefined, range ? lt(orders.createdAt, range.end) : undefined);
}

type OrderRow = typeof orders.$inferSelect & { invoiceNumber: string | null; invoiceCancelledAt: Date | null };

/** Orders newest first, as the list shows them, with their invoice. */
async function* orderBatches(db: Db, query: OrderExportQuery): AsyncGenerator<OrderRow[]> {
  const where = orderWhere(query);
  const page = (after: { createdAt: Date; id: string } | null) => db
    .select({ order: orders, invoiceNumber: invoices.invoiceNumber, invoiceCancelledAt: invoices.cancelledAt }).from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(where, after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(BATCH);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r.order, invoiceNumber: r.invoiceNumber, invoiceCancelledAt: r.invoiceCancelledAt }));
    const last = rows.at(-1)!.order;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < BATCH) return;
  }
}

export const orderColumns: CsvColumn<OrderRow>[] = [
  { header: 'Order ID', value: (o) => o.orderNumber },
  { header: 'Placed (IST)', value: (o) => indiaDateTimeText(o.createdAt) },
  { header: 'Status', value: (o) => o.status },
  { header: 'Payment method', value: (o) => o.paymentMethod },
  { header: 'Payment status', value: (o) => o.paymentStatus },
  { header: 'Customer', value: (o) => o.userName },
  { header: 'Phone', value: (o) => o.userPhone },
  { header: 'Receiver', value: (o) => o.receiverName },
  { header: 'City', value: (o) => o.shippingAddress.city },
  { header: 'State', value: (o) => o.shippingAddress.state },
  { header: 'Pincode', value: (o) => o.shippingAddress.pincode },
  { header: 'Units', value: (o) => o.itemCount },
  { header: 'Subtotal (₹)', value: (o) => csvRupees(o.subtotalPaise) },
  { header: 'Coupon', value: (o) => o.couponCode },
  { header: 'Coupon discount (₹)', value: (o) => csvRupees(o.couponDiscountPaise) },
  { header: 'Shipping (₹)', value: (o) => csvRupees(o.shippingFeePaise) },
  { header: 'Total (₹)', value: (o) => csvRupees(o.totalPaise) },
  { header: 'Invoice', value: (o) => o.invoiceNumber },
  { header: 'Invoice cancelled', value: (o) => (o.invoiceCancelledAt ? 'yes' : o.invoiceNumber ? 'no' : '') },
  { header: 'Courier', value: (o) => o.courier },
  { header: 'Tracking number', value: (o) => o.trackingNumber },
];

export const exportOrders = (db: Db, query: OrderExportQuery) => orderBatches(db, query);

// ── Order lines ─────────────────────────────────────────────────────────────────────────────
type LineRow = typeof orderItems.$inferSelect & { orderNumber: string; createdAt: Date; status: string };

/** Every line of the filtered orders, order by order (newest first), in cart order. */
export async function* exportOrderLines(db: Db, query: OrderExportQuery): AsyncGenerator<LineRow[]> {
  for await (const batch of orderBatches(db, query)) {
    const byId = new Map(batch.map((o) => [o.id, o]));
    const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, [...byId.keys()]));
    const position = new Map(batch.map((o, i) => [o.id, i]));
    lines.sort((a, b) => position.get(a.orderId)! - position.get(b.orderId)! || a.position - b.position);
    yield lines.map((line) => {
      const order = byId.get(line.orderId)!;
      return { ...line, orderNumber: order.orderNumber, createdAt: order.createdAt, status: order.status };
    });
  }
}

export const orderLineColumns: CsvColumn<LineRow>[] = [
  { header: 'Order ID', value: (l) => l.orderNumber },
  { header: 'Placed (IST)', value: (l) => indiaDateTimeText(l.createdAt) },
  { header: 'Order status', value: (l) => l.status },
  { header: 'Line', value: (l) => l.position + 1 },
  { header: 'Product', value: (l) => l.productName },
  { header: 'Variant', value: (l) => l.variantValues?.join(' / ') ?? '' },
  { header: 'SKU', value: (l) => l.variantSku },
  { header: 'Category', value: (l) => l.categoryName },
  { header: 'HSN', value: (l) => l.hsn },
  { header: 'GST rate (%)', value: (l) => l.gstRateBp / 100 },
  { header: 'Quantity', value: (l) => l.quantity },
  { header: 'Unit list price (₹)', value: (l) => csvRupees(l.unitListPricePaise) },
  { header: 'Discount (%)', value: (l) => l.discount },
  { header: 'Unit price (₹)', value: (l) => csvRupees(l.unitPricePaise) },
  { header: 'Line total (₹)', value: (l) => csvRupees(l.lineTotalPaise) },
  { header: 'Coupon share (₹)', value: (l) => csvRupees(l.couponDiscountPaise) },
  { header: 'Net (₹)', value: (l) => csvRupees(l.lineTotalPaise - l.couponDiscountPaise) },
];

// ── Customers ───────────────────────────────────────────────────────────────────────────────
interface CustomerRow { id: string; name: string; phone: string; email: string | null; createdAt: Date; orders: number; spentPaise: number; lastOrderAt: Date | null }

function customerSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = digitsOnly(text);
  return or(ilike(users.name, pattern), ilike(users.email, pattern), digits.length >= 4 ? like(users.phone, `%${digits.slice(-10)}%`) : undefined);
}

/** Customers (not admins) by when they joined, each with their sales: orders, spent, last order. */
export async function* exportCustomers(db: Db, query: CustomerExportQuery): AsyncGenerator<CustomerRow[]> {
  const where = and(eq(users.role, 'customer'), customerSearch(query.search));
  let afterId: string | null = null;
  for (;;) {
    const page = await db.select({ id: users.id, name: users.name, phone: users.phone, email: users.email, createdAt: users.createdAt }).from(users)
      .where(and(where, afterId ? gt(users.id, afterId) : undefined))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (page.length === 0) return;
    const sales = await db.select({
      userId: orders.userId,
      orders: sql<number>`count(*)::int`,
      spentPaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
      lastOrderAt: sql<string>`max(${orders.createdAt})`,
    }).from(orders)
      .where(and(inArray(orders.userId, page.map((u) => u.id)), sql`${orders.status} <> 'cancelled' and (${orders.paymentMethod} = 'COD' or ${orders.paymentStatus} = 'paid')`))
      .groupBy(orders.userId);
    const byUser = new Map(sales.map((s) => [s.userId, s]));
    yield page.map((u) => {
      const s = byUser.get(u.id);
      return { ...u, orders: s?.orders ?? 0, spentPaise: Number(s?.spentPaise ?? 0), lastOrderAt: s ? new Date(s.lastOrderAt) : null };
    });
    afterId = page.at(-1)!.id;
    if (page.length < BATCH) return;
  }
}

export const customerColumns: CsvColumn<CustomerRow>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Joined (IST)', value: (c) => indiaDateTimeText(c.createdAt) },
  { header: 'Orders', value: (c) => c.orders },
  { header: 'Spent (₹)', value: (c) => csvRupees(c.spentPaise) },
  { header: 'Last order (IST)', value: (c) => (c.lastOrderAt ? indiaDateTimeText(c.lastOrderAt) : '') },
];

// ── Products and their stock ────────────────────────────────────────────────────────────────
interface ProductRow {
  id: string; name: string; category: string; subcategory: string | null; hidden: boolean; hsn: string | null;
  variant: string; sku: string; pricePaise: number; discount: number; stock: number;
}

/** Products (archived ones left out) by name; a product with variants gives a row per variant, with its own stock. */
export async function* exportProducts(db: Db, query: ProductExportQuery): AsyncGenerator<ProductRow[]> {
  const where = adminProductFilter(query);
  const read = (after: { name: string; id: string } | null) => db.select({
    id: products.id, name: products.name, category: categories.name, subcategory: subcategories.name, hidden: products.isHidden,
    hsn: sql<string | null>`coalesce(${products.hsnCode}, ${categories.hsnCode})`, pricePaise: products.pricePaise, discount: products.discount,
    stock: products.stock, variants: products.variants,
  }).from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(where, after ? sql`(${products.name}, ${products.id}) > (${after.name}, ${after.id})` : undefined))
    .orderBy(asc(products.name), asc(products.id))
    .limit(BATCH);
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const page = await read(after);
    if (page.length === 0) return;
    yield page.flatMap(({ variants, ...p }) => (variants.length === 0
      ? [{ ...p, variant: '', sku: '' }]
      : variants.map((v) => ({ ...p, variant: v.values.join(' / '), sku: v.sku, pricePaise: v.pricePaise, discount: v.discount, stock: v.stock }))));
    const last = page.at(-1)!;
    after = { name: last.name, id: last.id };
    if (page.length < BATCH) return;
  }
}

export const productColumns: CsvColumn<ProductRow>[] = [
  { header: 'Product ID', value: (p) => p.id },
  { header: 'Name', value: (p) => p.name },
  { header: 'Variant', value: (p) => p.variant },
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Category', value: (p) => p.category },
  { header: 'Subcategory', value: (p) => p.subcategory },
  { header: 'HSN', value: (p) => p.hsn },
  { header: 'Price (₹)', value: (p) => csvRupees(p.pricePaise) },
  { header: 'Discount (%)', value: (p) => p.discount },
  { header: 'Stock', value: (p) => p.stock },
  { header: 'Hidden', value: (p) => (p.hidden ? 'yes' : 'no') },
];
