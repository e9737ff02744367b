import pRetry from 'p-retry';
import type { Logger } from 'pino';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** Waits between attempts: 0.5 s, doubling, never more than this (a database back up is found within it). */
export const MAX_RETRY_DELAY_MS = 10_000;

export interface OpenWithRetryOptions {
  log: Logger;
  /** Called after each failed attempt (the starting answers say the database is unreachable). */
  onUnavailable?: () => void;
  /** Aborted by a shutdown signal that arrives while still waiting. */
  signal?: AbortSignal;
}

/**
 * Opens (and migrates) the database, trying again with capped exponential backoff while it is
 * unreachable — not yet started, restarting, refusing connections. Any other failure (a wrong
 * password, a failing migration) is thrown at once: waiting would not fix it.
 */
export function openDatabaseWithRetry(options: DatabaseOptions, { log, onUnavailable, signal }: OpenWithRetryOptions): Promise<Database> {
  return pRetry(() => openDatabase(options), {
    retries: Number.POSITIVE_INFINITY,
    minTimeout: 500,
    factor: 2,
    maxTimeout: MAX_RETRY_DELAY_MS,
    signal,
    shouldRetry: ({ error }) => isDatabaseUnavailable(error),
    onFailedAttempt: ({ error, attemptNumber, retryDelay }) => {
      if (!isDatabaseUnavailable(error)) return;
      onUnavailable?.();
      log.warn({ attempt: attemptNumber, retryInMs: retryDelay, reason: error.message },
        `the database is not reachable (attempt ${attemptNumber}): trying again in ${Math.round(retryDelay / 100) / 10} s; answering 503 meanwhile`);
    },
  });
}
