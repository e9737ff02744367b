import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRegistry } from './payment-hook.ts';

/** What placing an order needs from the app: the database, settings, payment providers, a logger. */
export interface OrderContext {
  db: Db;
  config: Config;
  payments: PaymentRegistry;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** Sends the notices an order queued, after its commit (app.notifications); absent, the 30 s poll sends them. */
  notifications?: { kick(): void };
}
