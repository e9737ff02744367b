import { asc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, orderItems, orders, users } from '../../db/schema/index.ts';
import { orderEmail, orderSms, type NoticeOrder, type NoticeSettings, type OrderEvent } from './notification-text.ts';

export function noticeSettings(config: Pick<Config, 'SHOP_NAME' | 'PUBLIC_URL'>): NoticeSettings {
  return { shopName: config.SHOP_NAME, publicUrl: config.PUBLIC_URL };
}

/**
 * Queues the customer's notices of an order event in the caller's transaction (an outbox): an SMS
 * to the phone they ordered with, and an e-mail when their account has an address. The text is
 * written now, from the order as it is in this transaction. Each (order, event, channel) is
 * queued once, so a repeated event sends nothing twice. Answers how many were queued.
 *
 * Nothing is sent here: after the transaction commits, call `app.notifications.kick()`.
 */
export async function enqueueOrderNotification(
  tx: Db | Tx, orderId: string, event: OrderEvent, settings: NoticeSettings, now = new Date(),
): Promise<number> {
  const [row] = await tx.select({ order: orders, email: users.email }).from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId)).limit(1);
  if (!row) throw new Error(`order ${orderId} not found for its ${event} notice`);
  const { order, email } = row;
  const items = await tx.select({ name: orderItems.productName, quantity: orderItems.quantity, lineTotalPaise: orderItems.lineTotalPaise })
    .from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const notice: NoticeOrder = { ...order, items };

  const rows: (typeof notifications.$inferInsert)[] = [
    { orderId, event, channel: 'sms', recipient: order.userPhone, body: orderSms(event, notice, settings), nextAttemptAt: now, createdAt: now },
  ];
  if (email) {
    const mail = orderEmail(event, notice, settings);
    rows.push({ orderId, event, channel: 'email', recipient: email, subject: mail.subject, body: mail.text, nextAttemptAt: now, createdAt: now });
  }
  const queued = await tx.insert(notifications).values(rows)
    .onConflictDoNothing({ target: [notifications.orderId, notifications.event, notifications.channel], where: isNull(notifications.returnId) })
    .returning({ id: notifications.id });
  return queued.length;
}
