import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * The shop's one Redis connection, when REDIS_URL is set (null otherwise: one process keeps its
 * own counts and caches). Every key starts with REDIS_KEY_PREFIX. Commands wait while Redis
 * reconnects, but only for a moment (a page must not hang on it): they fail after
 * REDIS_COMMAND_TIMEOUT_MS and the caller decides what that means.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export function openRedis(config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): Redis | null {
  if (!config.REDIS_URL) return null;
  return new Redis(config.REDIS_URL, {
    keyPrefix: config.REDIS_KEY_PREFIX,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Connect at once so that start-up (and /api/health/ready) knows whether Redis answers.
    lazyConnect: false,
  });
}
