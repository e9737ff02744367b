import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SmsProvider } from '../auth/index.ts';

/** After this many failed sends a notice is marked failed and left alone. */
export const MAX_NOTIFICATION_ATTEMPTS = 5;
/** Wait before the next try, by the number of failures so far (1, 2, 3, 4). */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
/** A claimed notice belongs to its sender this long; one that crashed mid-send gives it back after. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationSenders {
  db: Db;
  sms: SmsProvider;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** When a notice that has now failed `attempts` times is tried again, or null when it is given up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_NOTIFICATION_ATTEMPTS) return null;
  const minutes = RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1] ?? RETRY_DELAYS_MINUTES[0];
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * Claims a batch of due notices. One statement with `for update skip locked`: two instances (or
 * two runs of one) never claim the same row, and moving next_attempt_at past the lease hides the
 * claimed rows from the next claim while they are being sent.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<NotificationRow[]> {
  const due = db.select({ id: notifications.id }).from(notifications)
    .where(and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)))
    .orderBy(asc(notifications.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(notifications)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(inArray(notifications.id, due), eq(notifications.status, 'pending')))
    .returning();
}

async function send(senders: NotificationSenders, notice: NotificationRow): Promise<void> {
  if (notice.channel === 'sms') {
    await senders.sms.sendMessage(notice.recipient, notice.body);
  } else {
    await senders.mailer.send({ to: notice.recipient, subject: notice.subject ?? '', text: notice.body });
  }
}

/**
 * Sends every notice that is due, batch by batch, outside any order transaction: a slow or failing
 * provider never holds or fails an order. A notice that fails is tried again after 1, 5, 30 and
 * 120 minutes, then marked failed; every failure is logged.
 */
export async function deliverDueNotifications(
  senders: NotificationSenders, { now = () => new Date(), batchSize = BATCH_SIZE }: { now?: () => Date; batchSize?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await claimDue(senders.db, now(), batchSize);
    if (batch.length === 0) return report;
    for (const notice of batch) {
      const attempts = notice.attempts + 1;
      const context = { notificationId: notice.id, orderId: notice.orderId, event: notice.event, channel: notice.channel, attempt: attempts };
      try {
        await send(senders, notice);
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const retryAt = nextAttemptAfter(attempts, now());
        await senders.db.update(notifications)
          .set(retryAt ? { attempts, lastError, nextAttemptAt: retryAt } : { attempts, lastError, status: 'failed' })
          .where(eq(notifications.id, notice.id));
        if (retryAt) {
          report.retrying += 1;
          senders.log.warn({ ...context, err: error, retryAt: retryAt.toISOString() }, 'order notice not sent; it will be retried');
        } else {
          report.failed += 1;
          senders.log.error({ ...context, err: error }, `order notice not sent after ${attempts} attempts; given up`);
        }
        continue;
      }
      await senders.db.update(notifications)
        .set({ status: 'sent', attempts, lastError: null, sentAt: now() })
        .where(eq(notifications.id, notice.id));
      report.sent += 1;
    }
  }
}
