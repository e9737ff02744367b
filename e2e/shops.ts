/**
 * The shops the journeys talk to. Each Playwright worker has a shop of its own — its own port,
 * database and log — chosen by the worker's slot (`testInfo.parallelIndex`: no two workers running
 * at once share one). A spec file runs whole in one worker, so while it runs no other journey
 * touches its shop: no stock, order list or new product of another file running meanwhile is seen.
 * Files that run later in the same slot find what earlier ones left, as when every journey ran
 * one at a time on one database. Each viewport project also has a shop with online payment
 * switched on (the built-in sandbox), which only payments.spec.ts uses.
 */
import { availableParallelism } from 'node:os';

const basePort = Number(process.env.E2E_PORT ?? 3199);
const basePaymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? basePort + 20);

export const PROJECTS = ['desktop', 'phone'] as const;
export type ProjectName = (typeof PROJECTS)[number];

/**
 * Journeys side by side (playwright.config.ts): one more than the cores, at most ten (the ports
 * above E2E_PORT+9 belong to others; content.spec.ts takes +11, the first start +12). A journey is mostly waiting, but
 * its browser is not: on two cores six workers pushed the load to 20–26 and 30 journeys past their
 * timeouts (22.5 min), where three passed all 150 in 19.4 min on the same machine (decision 29).
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(10, availableParallelism() + 1));

/** What e2e/start-shops.ts prints once every shop answers. */
export const SHOPS_READY = 'e2e shops ready';

export interface Shop {
  port: number;
  url: string;
  dataDir: string;
  /** The server's output: journeys read the console SMS provider's one-time codes from it. */
  log: string;
}

/** The shop of the worker in slot `parallelIndex` (0 … WORKERS-1). */
export function shopFor(parallelIndex: number): Shop {
  const port = basePort + parallelIndex;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: `.cache/e2e-data-${parallelIndex}`, log: `.cache/e2e-server-${parallelIndex}.log` };
}

export function paymentsShopFor(project: string): Shop {
  const offset = project === 'phone' ? 1 : 0;
  const port = basePaymentsPort + offset;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: `.cache/e2e-payments-data-${project}`, log: `.cache/e2e-payments-server-${project}.log` };
}

/** The shop whose first start (migrated and seeded) every other shop copies (e2e/start-shops.ts); stopped before they start. */
export function firstStartShop(): Shop {
  const port = basePort + 12;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: '.cache/e2e-data-first-start', log: '.cache/e2e-server-first-start.log' };
}
