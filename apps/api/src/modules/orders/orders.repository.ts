import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { canCustomerCancel, cancelDeadline, invoiceCancelledAt, paiseToRupees } from '@dhatu/domain';
import type { OrderAddressDto, OrderDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { invoices, orderItems, orders, type OrderAddress } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert & { id: string };
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

/** Writes an order and its lines (checkout and the demo seed share this). */
export async function insertOrder(tx: Tx, order: NewOrder, items: readonly NewOrderItem[]): Promise<void> {
  await tx.insert(orders).values(order);
  await tx.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId: order.id, position })));
}

/** An order by its internal id or its orderId (DH-…), only when it is this customer's. */
export function ownOrder(userId: string, idOrNumber: string) {
  return and(eq(orders.userId, userId), or(eq(orders.id, idOrNumber), eq(orders.orderNumber, idOrNumber)));
}

const orderWithInvoice = {
  order: orders,
  // null (left join) until the invoice is issued.
  invoice: { invoiceNumber: invoices.invoiceNumber, cancelledAt: invoices.cancelledAt },
};

/** What an order answer says about its invoice. */
export interface InvoiceRef {
  invoiceNumber: string;
  cancelledAt: Date | null;
}

/**
 * A customer's orders, newest first, as the API answers them: one query for the orders (with
 * their invoices' numbers) and one for all their lines.
 */
export async function listOrders(db: Db | Tx, userId: string, now = new Date()): Promise<OrderDto[]> {
  const rows = await db.select(orderWithInvoice).from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows, now);
}

/** One order of this customer's (by _id or orderId), or null. */
export async function findOrder(db: Db | Tx, userId: string, idOrNumber: string, now = new Date()): Promise<OrderDto | null> {
  const rows = await db.select(orderWithInvoice).from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(ownOrder(userId, idOrNumber))
    .limit(1);
  const [order] = await withItems(db, rows, now);
  return order ?? null;
}

async function withItems(db: Db | Tx, rows: { order: OrderRow; invoice: InvoiceRef | null }[], now: Date): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const items = await db.select().from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.order.id)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((r) => toOrderDto(r.order, byOrder.get(r.order.id) ?? [], r.invoice, now));
}

function toAddressDto(address: OrderAddress): OrderAddressDto {
  return {
    label: address.label ?? null, houseNumber: address.houseNumber, street: address.street, area: address.area,
    landmark: address.landmark, city: address.city, state: address.state, pincode: address.pincode, country: address.country,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order as the API answers it: rupees, ISO dates, canCancel decided by the domain rule. */
export function toOrderDto(order: OrderRow, items: readonly OrderItemRow[], invoice: InvoiceRef | null, now: Date): OrderDto {
  const rupees = paiseToRupees;
  const productDiscount = order.originalSubtotalPaise - order.subtotalPaise;
  const shipped = order.shippedAt !== null || order.status === 'shipped' || order.status === 'delivered';
  return {
    _id: order.id,
    orderId: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentVerifiedAt: iso(order.paymentVerifiedAt),
    userName: order.userName,
    userPhone: order.userPhone,
    user: { name: order.userName, phone: order.userPhone },
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    items: items.map((item) => ({
      _id: item.id,
      product: {
        _id: item.productId,
        name: item.productName,
        slug: item.productSlug,
        images: item.image ? [item.image] : [],
        price: rupees(item.unitListPricePaise),
        discount: item.discount,
      },
      variant: item.variantId && item.variantValues && item.variantSku ? { _id: item.variantId, values: item.variantValues, sku: item.variantSku } : null,
      quantity: item.quantity,
      price: rupees(item.unitPricePaise),
      lineTotal: rupees(item.lineTotalPaise),
      couponDiscount: rupees(item.couponDiscountPaise),
      category: item.categoryName,
      hsn: item.hsn,
    })),
    shippingAddress: toAddressDto(order.shippingAddress),
    billingAddress: toAddressDto(order.billingAddress),
    billingAddressSameAsShipping: order.billingSameAsShipping,
    originalSubtotal: rupees(order.originalSubtotalPaise),
    subtotal: rupees(order.subtotalPaise),
    productDiscount: rupees(productDiscount),
    couponDiscount: rupees(order.couponDiscountPaise),
    totalDiscount: rupees(productDiscount + order.couponDiscountPaise),
    couponCode: order.couponCode,
    shippingFee: rupees(order.shippingFeePaise),
    total: rupees(order.totalPaise),
    itemCount: order.itemCount,
    paymentUrl: order.paymentMethod === 'ONLINE' ? order.paymentUrl : null,
    tracking: shipped ? { courier: order.courier, trackingNumber: order.trackingNumber, shippedAt: iso(order.shippedAt) } : null,
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    canCancel: canCustomerCancel(order, now),
    cancelDeadline: cancelDeadline(order.createdAt).toISOString(),
    invoiceNumber: invoice?.invoiceNumber ?? null,
    invoiceCancelledAt: invoice ? iso(invoiceCancelledAt(invoice, order)) : null,
    delivery: order.deliveryMinDate && order.deliveryMaxDate ? { minDate: order.deliveryMinDate, maxDate: order.deliveryMaxDate } : null,
  };
}
