import { createMailer, type Mailer } from '../../lib/mailer.ts';
import type { App } from '../../lib/types.ts';
import { deliverDueNotifications, type DeliveryReport } from './deliver.ts';
import { enqueueOrderNotification, noticeSettings } from './enqueue.ts';
import type { NoticeSettings } from './notification-text.ts';

/** How often due notices (retries, and any a kick missed) are looked for. */
const POLL_MS = 30_000;
/**
 * An online order's 'placed' notice is queued inside the payments module's paid transaction, which
 * has no after-commit hook; a kick this long after normally finds it committed (the poll otherwise).
 */
const AFTER_PAID_KICK_MS = 1_000;

export interface NotificationService {
  /** The shop's name and address the notices are written with (for enqueueOrderNotification). */
  readonly settings: NoticeSettings;
  readonly mailer: Mailer;
  /**
   * Sends what is due now, in the background. Call it after the transaction that queued notices
   * has committed; it never throws and never waits for the sending.
   */
  kick(): void;
  /** Resolves once no background sending is running (tests and shutdown). */
  settled(): Promise<void>;
  /** One delivery run now, awaited (tests; `now` moves the clock to reach retries). */
  deliverDue(now?: () => Date): Promise<DeliveryReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

/**
 * The order-notice sender: sends through the login SMS provider (app.auth.sms) and the shop's
 * mailer, right after the transactions that queue notices (kick) and every 30 s for retries.
 * Register after registerAuth and registerPaymentHook.
 */
export function registerNotifications(app: App): void {
  const mailer = createMailer(app.config, app.log);
  const senders = { db: app.db, sms: app.auth.sms, mailer, log: app.log };
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const run = async () => {
    do {
      again = false;
      try {
        await deliverDueNotifications(senders);
      } catch (error) {
        // The database away, say: the next kick or poll tries again.
        app.log.error({ err: error }, 'order notices could not be delivered now');
      }
    } while (again && !closed);
  };

  const service: NotificationService = {
    settings: noticeSettings(app.config),
    mailer,
    kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    settled: async () => {
      await running;
    },
    deliverDue: (now) => deliverDueNotifications(senders, now ? { now } : {}),
  };
  app.decorate('notifications', service);

  // Online orders: the customer is told the order is placed once its payment is confirmed.
  app.payments.onPaid.push(async (tx, order) => {
    if (await enqueueOrderNotification(tx, order.id, 'order_placed', service.settings) > 0) {
      setTimeout(() => service.kick(), AFTER_PAID_KICK_MS).unref();
    }
  });

  const timer = setInterval(() => service.kick(), POLL_MS);
  timer.unref();
  // Notices queued before a restart go out as soon as the shop is up.
  app.addHook('onReady', async () => service.kick());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
    mailer.close();
  });
}
