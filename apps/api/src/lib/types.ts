import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { ChangeBus } from './changes/change-bus.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { BackupService } from '../modules/admin/backups/backups.service.ts';

/** The Fastify instance every module registers its routes on. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Marks this process's own in-process API calls (server rendering); never leaves the process. */
    internalToken: string;
    /** Shared by every instance when REDIS_URL is set (lib/redis.ts); null: this process keeps its own. */
    redis: Redis | null;
    /** Publish what a committed change touched; every instance's caches drop it (lib/changes). */
    changes: ChangeBus;
    /** Set by the server's shutdown (server.ts, runtime/listener.ts drain): readiness answers 503 from then on. */
    lifecycle: { stopping: boolean };
    /** Backups of the embedded database (modules/admin/backups; on a PostgreSQL server it only says so). */
    backups: BackupService;
  }
}
