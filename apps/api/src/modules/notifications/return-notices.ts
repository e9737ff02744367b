import { eq, isNotNull } from 'drizzle-orm';
import type { RETURN_NOTIFICATION_EVENTS } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, orders, returnRequests, users } from '../../db/schema/index.ts';
import { oneLine } from '../../lib/mailer.ts';
import { smsRupees, type NoticeSettings } from './notification-text.ts';

export type ReturnEvent = (typeof RETURN_NOTIFICATION_EVENTS)[number];

/** What a return notice says beyond the request itself. */
export interface ReturnNoticeDetail {
  /** Refunded: the amount and where it went. */
  refundPaise?: number;
  refundWhere?: string;
}

interface NoticeRequest {
  returnNumber: string;
  orderNumber: string;
  userName: string;
  resolution: 'refund' | 'exchange';
  instructions: string | null;
  rejectionReason: string | null;
  exchangeCourier: string | null;
  exchangeTrackingNumber: string | null;
}

/**
 * A masked account in the GSM alphabet: '•' and '·' are outside it, and one such character makes
 * the whole SMS Unicode (70 characters a part instead of 160), as ₹ would (smsRupees).
 */
const gsm = (text: string) => text.replace(/•/g, '*').replace(/ · /g, ', ');

/** The SMS of a return step: one part for usual values; details are on the order page. */
export function returnSms(event: ReturnEvent, request: NoticeRequest, detail: ReturnNoticeDetail, { shopName }: NoticeSettings): string {
  const shop = oneLine(shopName, 30);
  const ref = `${request.returnNumber} (order ${request.orderNumber})`;
  switch (event) {
    case 'return_requested': return `${shop}: We have your return request ${ref}. We will text you when it is reviewed.`;
    case 'return_approved': return `${shop}: Your return ${ref} is approved. See your order page for how to send the piece back.`;
    case 'return_rejected': return `${shop}: Your return ${ref} was not approved. See your order page for why.`;
    case 'return_received': return `${shop}: We have received the piece of your return ${ref}.`;
    case 'return_refunded': return `${shop}: ${smsRupees(detail.refundPaise ?? 0)} of your return ${ref} is refunded${detail.refundWhere ? ` to ${gsm(detail.refundWhere)}` : ''}.`;
    case 'exchange_shipped': return `${shop}: The exchange for ${ref} has shipped with ${oneLine(request.exchangeCourier ?? 'our courier', 40)}, tracking number ${oneLine(request.exchangeTrackingNumber ?? '-', 40)}.`;
  }
}

/** The e-mail of a return step (plain text), with the note the owner wrote. */
export function returnEmail(event: ReturnEvent, request: NoticeRequest, detail: ReturnNoticeDetail, settings: NoticeSettings): { subject: string; text: string } {
  const shop = oneLine(settings.shopName, 60);
  const link = new URL(`/orders/${encodeURIComponent(request.orderNumber)}`, settings.publicUrl).toString();
  const extra = event === 'return_approved' ? request.instructions : event === 'return_rejected' ? request.rejectionReason : null;
  const text = [
    `Hello ${oneLine(request.userName, 60) || 'there'},`, '', returnSms(event, request, detail, settings).replace(`${oneLine(settings.shopName, 30)}: `, ''),
    ...(extra ? ['', extra] : []), '', `See your order: ${link}`, '', `— ${shop}`,
  ].join('\n');
  return { subject: `${shop}: return ${request.returnNumber}`, text };
}

/**
 * Queues the customer's notices of a return step in the caller's transaction (the order notices'
 * outbox): SMS to the phone they ordered with, e-mail when the account has one. Once per request,
 * step and channel. Answers how many were queued; call `app.notifications.kick()` after commit.
 */
export async function enqueueReturnNotification(
  tx: Db | Tx, returnId: string, event: ReturnEvent, settings: NoticeSettings, detail: ReturnNoticeDetail = {}, now = new Date(),
): Promise<number> {
  const [row] = await tx.select({ request: returnRequests, orderNumber: orders.orderNumber, userName: orders.userName, phone: orders.userPhone, email: users.email })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(eq(returnRequests.id, returnId)).limit(1);
  if (!row) throw new Error(`return ${returnId} not found for its ${event} notice`);
  const request: NoticeRequest = { ...row.request, orderNumber: row.orderNumber, userName: row.userName };
  const base = { orderId: row.request.orderId, returnId, event, nextAttemptAt: now, createdAt: now };
  const rows: (typeof notifications.$inferInsert)[] = [
    { ...base, channel: 'sms', recipient: row.phone, body: returnSms(event, request, detail, settings) },
  ];
  if (row.email) {
    const mail = returnEmail(event, request, detail, settings);
    rows.push({ ...base, channel: 'email', recipient: row.email, subject: mail.subject, body: mail.text });
  }
  const queued = await tx.insert(notifications).values(rows)
    .onConflictDoNothing({ target: [notifications.returnId, notifications.event, notifications.channel], where: isNotNull(notifications.returnId) })
    .returning({ id: notifications.id });
  return queued.length;
}
