import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:hardening`: properties under load, faults and hostile input (docs/decisions/0017).
 * One file at a time: the fault tests stop the database and kill servers, and on two cores the
 * races are only real when nothing else competes for them.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: ['hardening/**/*.test.ts'],
    globalSetup: ['hardening/support/global-setup.ts'],
    setupFiles: ['hardening/support/use-cluster.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['default', './hardening/support/summary-reporter.ts'],
  },
});
