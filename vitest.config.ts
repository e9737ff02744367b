import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A test that runs no expect fails: it could not have failed otherwise.
    expect: { requireAssertions: true },
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    pool: 'forks',
    // Each worker process imports the app once and keeps it for all its files, instead of a new
    // process per file importing Fastify, Drizzle and compiling PGlite's WebAssembly again: the
    // suite's CPU time falls from about 220 s to 85 s (decision 29). Files share modules, not state: every API file has its
    // own app and database; the few module counters only make test data unique. Stubbed globals and
    // environment variables are put back after every test, so none leaks into the next file.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // Every test file has a database of its own, so files run side by side; vitest's default
    // (one less than the cores) would leave a two-core machine running them one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
