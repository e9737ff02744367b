import type { NotReadyAnswer, ReadyAnswer } from '@dhatu/domain/contracts';
import { pingDatabase } from '../../db/client.ts';
import type { App } from '../../lib/types.ts';

/** A load balancer asks every few seconds; a dependency slower than this counts as down. */
export const READINESS_TIMEOUT_MS = 2_000;

type DependencyState = NotReadyAnswer['database'];

/** Resolves 'ok' if `check` settles in time, 'unreachable' if it fails or is late (logged why). */
async function probe(app: App, name: string, check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch (err) {
    app.log.warn({ err }, `readiness: ${name} unreachable`);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the database and (when configured) Redis at once; says which one failed. */
export async function checkReadiness(app: App): Promise<{ ready: true; answer: ReadyAnswer } | { ready: false; answer: NotReadyAnswer }> {
  if (app.lifecycle.stopping) {
    return { ready: false, answer: { status: 'shutting down', database: 'not checked', redis: 'not checked' } };
  }
  const { redis } = app;
  const [database, redisState] = await Promise.all([
    probe(app, 'database', () => pingDatabase(app.db)),
    redis ? probe(app, 'redis', () => redis.ping()) : Promise.resolve('not configured' as const),
  ]);
  if (database === 'ok' && (redisState === 'ok' || redisState === 'not configured')) {
    return { ready: true, answer: { status: 'ready', database, redis: redisState } };
  }
  return { ready: false, answer: { status: 'unavailable', database, redis: redisState } };
}
