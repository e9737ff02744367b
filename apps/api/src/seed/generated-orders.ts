/**
 * `npm run seed -- --orders N`: N generated orders over the last two years (issue 24), for the
 * dashboard's benchmark — enough history that the financial year and its previous year, the last
 * 30 days and their previous 30 all hold orders. Customers (one per five orders, some coming back),
 * one to three lines of the catalogue's visible products, cash on delivery or paid online, and
 * about one in fourteen cancelled. Written straight into the tables a thousand at a time: no stock
 * is taken and no invoices are issued (a load-test shop, not a demo one; GST reports read invoices).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  discountedPricePaise, formatOrderId, gstRateForHsn, GST_DEFAULTS, hsnOf, percentToBasisPoints, type OrderStatus, type PaymentMethod, type PaymentStatus,
} from '@dhatu/domain';
import type { Db } from '../db/client.ts';
import { newId } from '../db/schema/ids.ts';
import { categories, orderItems, orders, products, users, type OrderAddress } from '../db/schema/index.ts';

const BATCH = 1000;
const DAY = 86_400_000;
const SPAN_DAYS = 730;
const ADDRESSES: OrderAddress[] = [
  { houseNumber: '12B', street: 'CG Road', area: 'Navrangpura', landmark: '', city: 'Ahmedabad', state: 'Gujarat', pincode: '380009', country: 'India' },
  { houseNumber: '221', street: '100 Feet Road', area: 'Indiranagar', landmark: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560038', country: 'India' },
  { houseNumber: '7', street: 'Linking Road', area: 'Bandra West', landmark: '', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
  { houseNumber: '44', street: 'Park Street', area: 'Park Circus', landmark: '', city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' },
];

/** A small deterministic generator, so two seeds of the same size are the same shop. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedGeneratedOrders(db: Db, opts: { orders: number; now?: Date; log?: (msg: string) => void }): Promise<{ created: number }> {
  const total = Math.max(0, Math.floor(opts.orders));
  const log = opts.log ?? (() => {});
  const now = (opts.now ?? new Date()).getTime();
  const rand = random(total);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const rateBpByHsn = Object.fromEntries(Object.entries(GST_DEFAULTS.ratePercentByHsn).map(([hsn, rate]) => [hsn, percentToBasisPoints(rate)]));

  const catalogue = await db.select({
    id: products.id, name: products.name, slug: products.slug, pricePaise: products.pricePaise, discount: products.discount,
    hsnCode: products.hsnCode, categoryId: products.categoryId, categoryName: categories.name, categoryHsn: categories.hsnCode,
  }).from(products).innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isHidden, false), isNull(products.deletedAt))).limit(500);
  if (catalogue.length === 0) throw new Error('--orders needs a catalogue: seed the demo shop (or --products) first');

  const customerCount = Math.max(1, Math.ceil(total / 5));
  const run = Math.floor(rand() * 90) + 10;
  const customerIds: { id: string; phone: string; name: string }[] = [];
  for (let i = 0; i < customerCount; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, customerCount - i) }, (_, j) => ({
      id: newId(), phone: `+918${String(run).padStart(2, '0')}${String(i + j).padStart(7, '0')}`, name: `Generated Customer ${i + j + 1}`,
      createdAt: new Date(now - SPAN_DAYS * DAY),
    }));
    await db.insert(users).values(rows).onConflictDoNothing();
    customerIds.push(...rows);
  }

  // A block of order numbers of the shop's own sequence, so real orders placed later never collide.
  const [{ first }] = (await db.execute<{ first: string }>(sql`select nextval('order_number_seq')::text as first`)).rows as [{ first: string }];
  await db.execute(sql`select setval('order_number_seq', ${Number(first) + total})`);

  let created = 0;
  while (created < total) {
    const size = Math.min(BATCH, total - created);
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const itemRows: (typeof orderItems.$inferInsert)[] = [];
    for (let k = 0; k < size; k++) {
      const n = created + k;
      // Recent days busier than old ones: the square pulls ages towards today.
      const createdAt = new Date(now - Math.floor(rand() ** 2 * SPAN_DAYS * DAY));
      const customer = customerIds[Math.floor(rand() ** 1.5 * customerIds.length)]!;
      const method: PaymentMethod = rand() < 0.4 ? 'COD' : 'ONLINE';
      const roll = rand();
      const status: OrderStatus = roll < 0.07 ? 'cancelled' : roll < 0.12 ? 'pending' : roll < 0.17 ? 'processing' : roll < 0.3 ? 'shipped' : 'delivered';
      const paymentStatus: PaymentStatus = method === 'COD'
        ? (status === 'delivered' ? 'paid' : status === 'cancelled' ? 'cancelled' : 'pending')
        : (status === 'cancelled' ? 'refunded' : 'paid');
      const id = newId();
      const lineCount = 1 + Math.floor(rand() * 3);
      let original = 0;
      let subtotal = 0;
      let units = 0;
      for (let position = 0; position < lineCount; position++) {
        const product = pick(catalogue);
        const quantity = 1 + Math.floor(rand() * 3);
        const unitPricePaise = discountedPricePaise(product.pricePaise, product.discount);
        const hsn = hsnOf(product, { hsnCode: product.categoryHsn }, GST_DEFAULTS.hsn);
        const rate = gstRateForHsn(hsn, rateBpByHsn) ?? percentToBasisPoints(12);
        original += product.pricePaise * quantity;
        subtotal += unitPricePaise * quantity;
        units += quantity;
        itemRows.push({
          orderId: id, position, productId: product.id, productName: product.name, productSlug: product.slug, categoryId: product.categoryId,
          categoryName: product.categoryName, hsn, gstRateBp: rate, unitListPricePaise: product.pricePaise, discount: product.discount,
          unitPricePaise, quantity, lineTotalPaise: unitPricePaise * quantity,
        });
      }
      const shipping = subtotal >= 1000_00 ? 0 : 99_00;
      const address = pick(ADDRESSES);
      orderRows.push({
        id, orderNumber: formatOrderId(createdAt, Number(first) + n), userId: customer.id, status, paymentMethod: method, paymentStatus,
        paymentVerifiedAt: method === 'ONLINE' ? createdAt : null, paymentProvider: method === 'ONLINE' ? 'sandbox' : null,
        userName: customer.name, userPhone: customer.phone, shippingAddress: address, billingAddress: address, billingSameAsShipping: true,
        originalSubtotalPaise: original, subtotalPaise: subtotal, shippingFeePaise: shipping, totalPaise: subtotal + shipping, itemCount: units,
        cancelledAt: status === 'cancelled' ? new Date(createdAt.getTime() + DAY / 4) : null, createdAt, updatedAt: createdAt,
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(orderRows);
      await tx.insert(orderItems).values(itemRows);
    });
    created += size;
    if (created % 10_000 === 0 || created === total) log(`${created.toLocaleString('en-IN')} orders`);
  }
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);
  return { created };
}
