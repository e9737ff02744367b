import { and, asc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { orders } from '../../db/schema/index.ts';
import type { App } from '../../lib/types.ts';
import { checkPendingPayment } from './check-payment.ts';
import type { PaymentContext, PaymentOutcome } from './payment-transitions.ts';

/** Orders looked at per run, oldest first; the rest wait for the next run. */
const BATCH = 200;

export interface ReconcileSummary {
  checked: number;
  paid: number;
  released: number;
  flagged: number;
  /** Orders whose check failed (logged); they are tried again next run. */
  errors: number;
}

/**
 * The reconciliation job, one run: every online order still waiting for its payment is re-checked
 * with its provider (a payment whose callback and webhook were both lost is found here) and those
 * unpaid past their deadline are released (stock and coupon use back). Safe to run on several
 * instances at once: each order is settled under its row lock by the one transition service.
 */
export async function reconcilePayments(ctx: PaymentContext, now = new Date()): Promise<ReconcileSummary> {
  const pending = await ctx.db.select().from(orders)
    .where(and(eq(orders.paymentMethod, 'ONLINE'), eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')))
    .orderBy(asc(orders.createdAt)).limit(BATCH);
  const summary: ReconcileSummary = { checked: 0, paid: 0, released: 0, flagged: 0, errors: 0 };
  const count: Partial<Record<PaymentOutcome, keyof ReconcileSummary>> = { paid: 'paid', released: 'released', flagged: 'flagged' };
  for (const order of pending) {
    summary.checked += 1;
    try {
      const { outcome } = await checkPendingPayment(ctx, order, 'reconcile', now);
      const key = count[outcome];
      if (key) summary[key] += 1;
    } catch (error) {
      summary.errors += 1;
      ctx.log.error({ err: error, orderId: order.orderNumber }, 'payment reconciliation failed for an order');
    }
  }
  if (summary.paid + summary.released + summary.flagged + summary.errors > 0) ctx.log.info({ ...summary }, 'payments reconciled');
  return summary;
}

/** PAYMENT_RECONCILE_INTERVAL_SECONDS, or 60 — off under NODE_ENV=test, where a background job would disturb the tests' counts. */
export function reconcileIntervalSeconds(config: Pick<Config, 'PAYMENT_RECONCILE_INTERVAL_SECONDS' | 'NODE_ENV'>): number {
  return config.PAYMENT_RECONCILE_INTERVAL_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 60);
}

/**
 * Runs reconcilePayments every PAYMENT_RECONCILE_INTERVAL_SECONDS once the app is ready (never two
 * runs at once in this process; the timer does not keep the process alive) and stops on close,
 * waiting for a run in progress so it never queries a closed database.
 */
export function scheduleReconciliation(app: App, ctx: PaymentContext): void {
  const seconds = reconcileIntervalSeconds(ctx.config);
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = reconcilePayments(ctx)
        .catch((error: unknown) => ctx.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => { running = null; });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
