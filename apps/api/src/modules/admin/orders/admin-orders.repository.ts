import { and, asc, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { adminNextStatuses, digitsOnly, markPaidRefusal, pageCount, paiseToRupees } from '@dhatu/domain';
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderSummary } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { auditLog, invoices, notifications, orderItems, orders, returnRequests, users } from '../../../db/schema/index.ts';
import { toOrderDto } from '../../orders/index.ts';

/** An order by its internal id or its orderId (DH-…), whoever's it is. */
export function orderKey(idOrNumber: string): SQL {
  return or(eq(orders.id, idOrNumber), eq(orders.orderNumber, idOrNumber))!;
}

/** Text for LIKE taken literally: % and _ are not wildcards here. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search box: part of the orderId, of the customer's (or receiver's) name, or — when it holds
 * at least 4 digits — of their phone, however it was typed (+91 98765 43210, 98765-43210).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = likeText(text);
  const matches: SQL[] = [ilike(orders.orderNumber, pattern), ilike(orders.userName, pattern), ilike(orders.receiverName, pattern)];
  const digits = digitsOnly(text);
  if (digits.length >= 4) {
    // '+91 98765 43210' holds 12 digits; the stored phone's national part is its last 10.
    const phone = likeText(digits.length > 10 ? digits.slice(-10) : digits);
    matches.push(like(orders.userPhone, phone), like(orders.receiverPhone, phone));
  }
  return or(...matches);
}

/** The order list's filters as a condition (the CSV export uses the same). */
export function adminOrderFilter(query: Pick<AdminOrderListQuery, 'search' | 'status' | 'paymentStatus' | 'paymentMethod'>): SQL | undefined {
  return and(
    searchCondition(query.search),
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
  );
}

export async function listAdminOrders(db: Db, query: AdminOrderListQuery) {
  const where = adminOrderFilter(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(orders).where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const list: AdminOrderSummary[] = rows.map((o) => ({
    _id: o.id,
    orderId: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    userName: o.userName,
    userPhone: o.userPhone,
    total: paiseToRupees(o.totalPaise),
    itemCount: o.itemCount,
    paymentAttention: o.paymentAttention,
  }));
  return { orders: list, total, page: query.page, pages: pageCount(total, query.limit) };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One order as the console shows it: the customer's view plus shipping, payment, notices and history. */
export async function findAdminOrder(db: Db | Tx, idOrNumber: string, now = new Date()): Promise<AdminOrderDetail | null> {
  const [row] = await db.select({ order: orders, invoice: { invoiceNumber: invoices.invoiceNumber, cancelledAt: invoices.cancelledAt }, email: users.email }).from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(orderKey(idOrNumber)).limit(1);
  if (!row) return null;
  const { order } = row;
  const [items, notices, history, requests] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db.select().from(notifications).where(eq(notifications.orderId, order.id)).orderBy(asc(notifications.createdAt), asc(notifications.channel)),
    db.select({ entry: auditLog, actorPhone: users.phone }).from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.id)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    db.select({ id: returnRequests.id, returnNumber: returnRequests.returnNumber, status: returnRequests.status, createdAt: returnRequests.createdAt })
      .from(returnRequests).where(eq(returnRequests.orderId, order.id)).orderBy(asc(returnRequests.createdAt)),
  ]);
  return {
    ...toOrderDto(order, items, row.invoice, now),
    userEmail: row.email ?? null,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    shippedAt: iso(order.shippedAt),
    paymentProvider: order.paymentProvider,
    paymentReference: order.paymentReference,
    paymentAttention: order.paymentAttention,
    notifications: notices.map((n) => ({
      event: n.event, channel: n.channel, recipient: n.recipient, status: n.status, attempts: n.attempts,
      lastError: n.lastError, sentAt: iso(n.sentAt), createdAt: n.createdAt.toISOString(),
    })),
    audit: history.map(({ entry, actorPhone }) => ({
      action: entry.action, actorPhone: actorPhone ?? null, createdAt: entry.createdAt.toISOString(), before: entry.before, after: entry.after,
    })),
    allowedStatuses: adminNextStatuses(order),
    canMarkPaid: markPaidRefusal(order) === null,
    returns: requests.map((r) => ({ _id: r.id, returnNumber: r.returnNumber, status: r.status, createdAt: r.createdAt.toISOString() })),
  };
}
