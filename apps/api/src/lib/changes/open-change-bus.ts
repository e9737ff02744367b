import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { LocalChangeBus, type ChangeBus } from './change-bus.ts';
import { PgChangeBus } from './pg-change-bus.ts';

/**
 * The change bus for this database: LISTEN/NOTIFY on a PostgreSQL server (any number of
 * instances); in-process events on the embedded PGlite, which only one process can open.
 */
export async function openChangeBus(database: Database, log: FastifyBaseLogger): Promise<ChangeBus> {
  if (database.kind !== 'postgres' || !database.url) return new LocalChangeBus();
  const bus = new PgChangeBus({
    connectionString: database.url,
    notify: (channel, payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    log,
  });
  // Start-up goes on without it (the database may still be coming up): it keeps retrying, and
  // delivers "everything changed" once it listens.
  await bus.start().catch((error: unknown) => { log.warn({ err: error }, 'change listener could not connect yet: retrying'); });
  return bus;
}
