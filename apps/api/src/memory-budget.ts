/**
 * The shop's memory budget (MEMORY_LIMIT_MB, default 512: the whole shop on a 1 GB server next to
 * the operating system) and how it is shared: V8's heap, PGlite's PostgreSQL, and the threshold at
 * which the shop answers 503 instead of growing further. docs/deploy.md "Memory" gives the figures.
 */
export const DEFAULT_MEMORY_LIMIT_MB = 512;
export const MIN_MEMORY_LIMIT_MB = 128;

export interface MemoryPlan {
  limitMb: number;
  /** V8's old generation (--max-old-space-size). */
  heapMb: number;
  /**
   * V8's young generation, per semi-space (--max-semi-space-size). Left to itself V8 sizes it from
   * the old generation, and a small heap then gets a nursery of a few MB: every page render's
   * garbage is scavenged many times over, which is what made a capped heap slow (issue 29).
   */
  semiSpaceMb: number;
  /** PostgreSQL settings inside PGlite (embedded database only), in MB. */
  pglite: { sharedBuffersMb: number; maintenanceWorkMemMb: number; tempBuffersMb: number; workMemMb: number };
  /**
   * Resident memory above this answers 503 with Retry-After. A quarter above the budget: resident
   * memory seldom shrinks (PGlite's WebAssembly memory never does), so at the budget itself a
   * shop that once peaked there would refuse every request from then on.
   */
  pressureRssBytes: number;
}

const MB = 2 ** 20;
const MIN_HEAP_MB = 96;

export function memoryPlan(limitMb: number = DEFAULT_MEMORY_LIMIT_MB): MemoryPlan {
  const limit = Math.max(MIN_MEMORY_LIMIT_MB, Math.floor(limitMb));
  // 3/8 of the budget for JavaScript's long-lived objects: 192 MB of 512. The rest is the
  // nursery, code, native memory (sharp, sockets, buffers) and, when embedded, PGlite. Below
  // 96 MB the shop cannot start at all (its code and routes take ~50 MB of heap): a smaller
  // budget still gets 96 MB, and the shop answers 503 for being past it rather than not starting.
  const heapMb = Math.max(MIN_HEAP_MB, Math.floor(limit * 3 / 8));
  const semiSpaceMb = limit >= 384 ? 16 : 8;
  return {
    limitMb: limit,
    heapMb,
    semiSpaceMb,
    pglite: {
      // PGlite's defaults (128 MB of buffers, 64 MB for index builds) are a server's, not a tenant's.
      // Never more than those defaults: a large budget is room for the shop, not a bigger database cache.
      sharedBuffersMb: Math.min(128, Math.max(16, Math.floor(limit / 16))),
      maintenanceWorkMemMb: Math.min(64, Math.max(8, Math.floor(limit / 32))),
      tempBuffersMb: 4,
      workMemMb: 4,
    },
    pressureRssBytes: Math.floor(limit * 1.25) * MB,
  };
}

/**
 * The node flags that give V8 its share; the launcher (serve.ts) starts the server with them.
 * Embedded, PGlite's PostgreSQL is a WebAssembly module of ~8 MB: V8 first compiles it quickly
 * (Liftoff) and then again optimised (TurboFan) in the background, which takes ~450 MB for a
 * moment about a second after start — the process's peak. Liftoff's code alone ran the shop's
 * queries as fast on this machine (docs/decisions/0031).
 */
export function nodeMemoryFlags(plan: MemoryPlan, { embedded }: { embedded: boolean }): string[] {
  return [`--max-old-space-size=${plan.heapMb}`, `--max-semi-space-size=${plan.semiSpaceMb}`, ...(embedded ? ['--liftoff-only'] : [])];
}

/** PGlite start parameters (`-c name=value`, on top of PGlite's own). */
export function pgliteMemorySettings(plan: MemoryPlan): string[] {
  const { sharedBuffersMb, maintenanceWorkMemMb, tempBuffersMb, workMemMb } = plan.pglite;
  return [
    `shared_buffers=${sharedBuffersMb}MB`, `maintenance_work_mem=${maintenanceWorkMemMb}MB`,
    `temp_buffers=${tempBuffersMb}MB`, `work_mem=${workMemMb}MB`, 'wal_buffers=1MB',
  ].flatMap((setting) => ['-c', setting]);
}
