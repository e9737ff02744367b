/**
 * Demo orders for the demo customer (+919999999999): one in every status, so each screen state of
 * My Orders, order details, cancellation and invoices can be seen — pending and processing (still
 * cancellable), shipped with tracking, delivered with a coupon, cancelled, an online order that was
 * paid (outside the cancel window) and one whose payment failed. Confirmed orders carry their GST
 * invoice, issued through the same code as checkout; the cancelled one's is marked cancelled. Written
 * inside seedDemo's transaction.
 *
 * The demo agrees with itself as the live shop would (seed.test.ts checks it): an order that was not
 * cancelled took its units from the catalogue's stock and its coupon use is counted and redeemed;
 * a cancelled one gave both back. A plan that would sell more than there is, or use a coupon that
 * does not hold for it (its window, limits, minimum, the first-order rule), stops the seed.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  allocateProportionally, cartTotals, discountedPricePaise, evaluateCoupon, formatOrderId, gstRateForHsn, hsnOf,
  type OrderStatus, type PaymentMethod, type PaymentStatus,
} from '@dhatu/domain';
import { loadConfig, taxSettings, type Config } from '../config.ts';
import { cartOptions } from '../modules/cart/load-cart.ts';
import { customerUsesByCoupon, earlierOrderCount, toDomainCoupon } from '../modules/coupons/coupon-model.ts';
import { changeStock } from '../modules/orders/cancel-order.service.ts';
import { invoiceSettings, issueInvoice } from '../modules/invoices/invoice.service.ts';
import { insertOrder, type NewOrderItem } from '../modules/orders/orders.repository.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/schema/ids.ts';
import { categories, couponRedemptions, coupons, invoices, orders, products, users, type OrderAddress } from '../db/schema/index.ts';
import { DEMO_CUSTOMER, DEMO_HOME, DEMO_WORK } from './demo-data.ts';

const HOUR = 3_600_000;

// The customer's saved Home and Work addresses (demo-addresses.ts), as the orders copied them.
const HOME: OrderAddress = DEMO_HOME;
const OFFICE: OrderAddress = DEMO_WORK;
const MEERA: OrderAddress = {
  label: 'Other', houseNumber: '22, 2nd Cross', street: 'CMH Road', area: 'Indiranagar', landmark: '',
  city: 'Bengaluru', state: 'Karnataka', pincode: '560038', country: 'India',
};

interface DemoOrderPlan {
  placedHoursAgo: number;
  /** Category name, which of its products (by slug), how many. */
  lines: [category: string, pick: number, quantity: number][];
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  shipTo: OrderAddress;
  billTo?: OrderAddress;
  receiver?: { name: string; phone: string };
  coupon?: string;
  paidHoursAgo?: number;
  shippedHoursAgo?: number;
  deliveredHoursAgo?: number;
  cancelledHoursAgo?: number;
  tracking?: { courier: string; trackingNumber: string };
}

const PLANS: DemoOrderPlan[] = [
  {
    placedHoursAgo: 24 * 12, status: 'delivered', paymentMethod: 'COD', paymentStatus: 'paid', coupon: 'FESTIVE20', shipTo: HOME,
    lines: [['Brass', 0, 1], ['Silver', 2, 1], ['Aluminium', 1, 2], ['Wood', 0, 1], ['Decor', 0, 1]],
    shippedHoursAgo: 24 * 10, deliveredHoursAgo: 24 * 7, tracking: { courier: 'Delhivery', trackingNumber: '1490823556710' },
  },
  {
    placedHoursAgo: 24 * 9, status: 'cancelled', paymentMethod: 'ONLINE', paymentStatus: 'failed', shipTo: HOME,
    lines: [['Silver', 5, 1]], cancelledHoursAgo: 24 * 9 - 0.5,
  },
  {
    placedHoursAgo: 24 * 6, status: 'cancelled', paymentMethod: 'COD', paymentStatus: 'cancelled', shipTo: HOME,
    lines: [['Brass', 4, 2], ['Jewellery', 0, 1]], cancelledHoursAgo: 24 * 6 - 3,
  },
  {
    placedHoursAgo: 72, status: 'shipped', paymentMethod: 'ONLINE', paymentStatus: 'paid', shipTo: OFFICE, billTo: HOME,
    lines: [['Jewellery', 1, 1]], paidHoursAgo: 72 - 0.05, shippedHoursAgo: 26, tracking: { courier: 'Blue Dart', trackingNumber: '90817263541' },
  },
  {
    placedHoursAgo: 24 * 4, status: 'delivered', paymentMethod: 'ONLINE', paymentStatus: 'paid', shipTo: HOME, paidHoursAgo: 24 * 4 - 0.05,
    lines: [['Silver', 0, 1], ['Silver', 7, 2]],
    shippedHoursAgo: 24 * 3, deliveredHoursAgo: 24, tracking: { courier: 'Delhivery', trackingNumber: '1490823559182' },
  },
  {
    placedHoursAgo: 20, status: 'processing', paymentMethod: 'COD', paymentStatus: 'pending', shipTo: MEERA, billTo: HOME,
    receiver: { name: 'Meera Iyer', phone: '+919845012345' }, lines: [['Brass', 8, 1], ['Decor', 1, 1]],
  },
  {
    placedHoursAgo: 2, status: 'pending', paymentMethod: 'COD', paymentStatus: 'pending', shipTo: HOME,
    lines: [['Brass', 2, 2], ['Aluminium', 3, 1], ['Silver', 4, 1]],
  },
];

type ProductRow = typeof products.$inferSelect & { categoryName: string; categoryHsnCode: string | null };

/** Seeds the demo customer's orders; answers how many (0 when the customer or products are missing). */
export async function seedDemoOrders(tx: Tx, { now, config = loadConfig() }: { now: Date; config?: Config }): Promise<number> {
  const [customer] = await tx.select().from(users).where(eq(users.phone, DEMO_CUSTOMER.phone)).limit(1);
  if (!customer) return 0;
  const rows = await tx.select({ product: products, categoryName: categories.name, categoryHsnCode: categories.hsnCode }).from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.isHidden, false))
    .orderBy(asc(products.slug));
  const byCategory = new Map<string, ProductRow[]>();
  for (const { product, categoryName, categoryHsnCode } of rows) {
    const list = byCategory.get(categoryName) ?? [];
    list.push({ ...product, categoryName, categoryHsnCode });
    byCategory.set(categoryName, list);
  }
  const pick = (category: string, index: number) => {
    const list = byCategory.get(category) ?? rows.map((r) => ({ ...r.product, categoryName: r.categoryName, categoryHsnCode: r.categoryHsnCode }));
    return list[index % list.length];
  };
  if (rows.length === 0) return 0;

  const tax = taxSettings(config);
  const shipping = cartOptions(config).shipping;
  const invoicing = invoiceSettings(config);
  const at = (hoursAgo: number | undefined) => (hoursAgo === undefined ? null : new Date(now.getTime() - hoursAgo * HOUR));

  for (const plan of [...PLANS].sort((a, b) => b.placedHoursAgo - a.placedHoursAgo)) {
    const placedAt = at(plan.placedHoursAgo)!;
    const lines = plan.lines.map(([category, index, quantity]) => {
      const product = pick(category, index)!;
      const unitPricePaise = discountedPricePaise(product.pricePaise, product.discount);
      return { product, quantity, unitPricePaise, lineTotalPaise: unitPricePaise * quantity };
    });

    let coupon: typeof coupons.$inferSelect | null = null;
    let couponPaise = 0;
    let shares = lines.map(() => 0);
    if (plan.coupon) {
      const [row] = await tx.select().from(coupons).where(eq(coupons.code, plan.coupon)).limit(1);
      if (!row) throw new Error(`Demo order: no coupon ${plan.coupon}`);
      const couponLines = lines.map((l) => ({ productId: l.product.id, productName: l.product.name, categoryId: l.product.categoryId, lineTotalPaise: l.lineTotalPaise }));
      const [uses, earlierOrders] = await Promise.all([customerUsesByCoupon(tx, customer.id, [row.id]), earlierOrderCount(tx, customer.id)]);
      const evaluation = evaluateCoupon(toDomainCoupon(row), couponLines, { now: placedAt, customerUses: uses.get(row.id) ?? 0, earlierOrders });
      if (!evaluation.ok) throw new Error(`Demo order: coupon ${plan.coupon} does not hold: ${evaluation.reason}`);
      coupon = row;
      couponPaise = evaluation.discountPaise;
      const excluded = new Set(evaluation.excludedItems.map((e) => e.productId));
      const eligible = lines.map((l, i) => ({ l, i })).filter(({ l }) => !excluded.has(l.product.id));
      const parts = allocateProportionally(couponPaise, eligible.map(({ l }) => l.lineTotalPaise));
      shares = lines.map(() => 0);
      eligible.forEach(({ i }, k) => { shares[i] = parts[k]!; });
    }
    const totals = cartTotals(lines.map((l) => ({ pricePaise: l.product.pricePaise, discount: l.product.discount, quantity: l.quantity })), couponPaise, shipping);

    const items: NewOrderItem[] = lines.map((l, i) => {
      const hsn = hsnOf(l.product, { hsnCode: l.product.categoryHsnCode }, tax.defaultHsn);
      return {
        productId: l.product.id, productName: l.product.name, productSlug: l.product.slug, image: l.product.images[0] ?? null,
        categoryId: l.product.categoryId, categoryName: l.product.categoryName, hsn, gstRateBp: gstRateForHsn(hsn, tax.rateBpByHsn) ?? 0,
        unitListPricePaise: l.product.pricePaise, discount: l.product.discount, unitPricePaise: l.unitPricePaise,
        quantity: l.quantity, lineTotalPaise: l.lineTotalPaise, couponDiscountPaise: shares[i]!,
      };
    });

    const id = newId();
    const [next] = await tx.execute<{ value: string }>(sql`select nextval('order_number_seq')::text as value`).then((r) => r.rows);
    const billTo = plan.billTo ?? plan.shipTo;
    await insertOrder(tx, {
      id, orderNumber: formatOrderId(placedAt, Number(next!.value)), userId: customer.id,
      status: 'pending', paymentMethod: plan.paymentMethod, paymentStatus: 'pending',
      userName: customer.name || DEMO_CUSTOMER.name, userPhone: customer.phone,
      receiverName: plan.receiver?.name ?? null, receiverPhone: plan.receiver?.phone ?? null,
      shippingAddress: plan.shipTo, billingAddress: billTo, billingSameAsShipping: billTo === plan.shipTo,
      originalSubtotalPaise: totals.originalSubtotal, subtotalPaise: totals.subtotal, couponDiscountPaise: totals.couponDiscount,
      shippingFeePaise: totals.shippingFee, totalPaise: totals.total, itemCount: totals.itemCount,
      couponId: coupon?.id ?? null, couponCode: coupon?.code ?? null,
      paymentProvider: plan.paymentMethod === 'ONLINE' ? 'sandbox' : null,
      createdAt: placedAt, updatedAt: placedAt,
    }, items);
    // A cancelled order gave its units and its coupon use back; any other holds them, as at checkout.
    if (plan.status !== 'cancelled') {
      await takeStock(tx, lines);
      if (coupon) {
        await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId: customer.id, orderId: id, createdAt: placedAt });
        await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, coupon.id));
      }
    }

    // Confirmed orders get their invoice as checkout (COD) or the payment (online) would issue it.
    const paidAt = at(plan.paidHoursAgo);
    if (plan.paymentMethod === 'ONLINE' && plan.paymentStatus === 'paid') {
      await tx.update(orders).set({ paymentStatus: 'paid', paymentVerifiedAt: paidAt }).where(eq(orders.id, id));
      await issueInvoice(tx, id, invoicing, paidAt ?? placedAt);
    } else if (plan.paymentMethod === 'COD') {
      await issueInvoice(tx, id, invoicing, placedAt);
    }

    const shippedAt = at(plan.shippedHoursAgo);
    const deliveredAt = at(plan.deliveredHoursAgo);
    const cancelledAt = at(plan.cancelledHoursAgo);
    const updatedAt = [placedAt, paidAt, shippedAt, deliveredAt, cancelledAt].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0]!;
    await tx.update(orders).set({
      status: plan.status,
      paymentStatus: plan.paymentStatus,
      paymentVerifiedAt: plan.paymentStatus === 'paid' ? (paidAt ?? deliveredAt) : null,
      courier: plan.tracking?.courier ?? null,
      trackingNumber: plan.tracking?.trackingNumber ?? null,
      shippedAt, deliveredAt, cancelledAt, updatedAt,
    }).where(eq(orders.id, id));
    // As cancelling does (cancelOrderInTx): the invoice keeps its number and says it was cancelled.
    if (cancelledAt) await tx.update(invoices).set({ cancelledAt }).where(eq(invoices.orderId, id));
  }
  return PLANS.length;
}

/** Takes an order's units from stock with checkout's own statement; the demo never sells what it has not got. */
async function takeStock(tx: Tx, lines: readonly { product: ProductRow; quantity: number }[]): Promise<void> {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.product.id, (wanted.get(l.product.id) ?? 0) + l.quantity);
  const taken = await changeStock(tx, [...wanted].map(([productId, quantity]) => ({ productId, delta: -quantity })));
  const short = lines.find((l) => !taken.has(l.product.id));
  if (short) throw new Error(`Demo order: not enough ${short.product.name} in stock for ${wanted.get(short.product.id)} more`);
}
