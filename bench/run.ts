/**
 * `npm run bench`: the shop in production mode on PostgreSQL and on the embedded PGlite, with
 * 1,000, 10,000 and 100,000 generated products; each endpoint loaded by autocannon from a separate
 * load-generator process, next to a bare Node server sending the same bytes (the ceiling); the
 * shop's peak memory; Lighthouse (mobile, slow 4G) on four pages. One table, written to
 * bench/results/<time>.json and .md. How to read it: docs/benchmarks.md.
 *
 *   npm run bench                                              # everything (about 25 minutes)
 *   npm run bench -- --sizes 1000 --engines pglite --quick     # a minute or two
 *   npm run bench -- --festive                                  # the festive spike only (bench/festive.ts)
 *   npm run bench -- --dashboard                                # the owner's dashboard with 100,000 orders (bench/dashboard.ts)
 *   npm run bench -- --sizes 10000 --compare-variants           # each catalogue also with a third of it in six variants
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dashboardMarkdown, runDashboardBench } from './dashboard.ts';
import { festiveMarkdown, runFestive } from './festive.ts';
import { audit, hasChromium } from './lighthouse.ts';
import { api, peakMemoryMiB, prepareDatabase, residentMemoryMiB, rootDir, run, settle, startShop, stopProcess, type Engine, type Shop } from './lib.ts';
import { startCeilingServer, startLoadGenerator, type LoadJob } from './load.ts';
import { markdown, type Budget, type LoadRow, type MemoryRow, type PageRow, type RunInfo } from './report.ts';
import { buildScenarios, SCENARIO_KEYS, type Scenario } from './scenarios.ts';

const USAGE = `npm run bench -- [options]
  --engines postgres,pglite     database engines (default both)
  --sizes 1000,10000,100000     generated catalogue sizes (default all three)
  --connections 10,100          concurrent connections per cell (default 10,100)
  --duration 5                  seconds of load per cell (default 5)
  --ceiling-duration 3          seconds of load on the ceiling server per cell (default 3)
  --warmup 2                    seconds of the same load before each read or page cell, not counted
                                (default 2; 0 in --quick): the shop measured warm, as it serves
  --orders 500                  orders placed per place-order cell (default 500)
  --only list,search,…          endpoints: ${SCENARIO_KEYS.join(', ')}
  --lighthouse-on postgres:10000  where Lighthouse runs (default postgres:10000, else the first pair)
  --lighthouse-runs 3           Lighthouse runs per page; the table shows medians (default 3)
  --no-lighthouse               skip Lighthouse
  --quick                       2 s cells, 1 s ceiling, 100 orders, one Lighthouse run
  --reuse                       keep the bench databases and reuse them next time (skips seeding)
  --no-budget-row               skip the page cells again with no memory budget
  --no-build                    use the existing web and server build
  --pg-url URL                  PostgreSQL server for the bench databases (BENCH_DATABASE_URL)
  --db-prefix dhatu_bench       names of the bench databases (PREFIX_SIZE): another name keeps a shared server's apart
  --port 3301                   the shop's port; the ceiling server takes the next one
  --compare-variants            run each engine and size twice: the generated catalogue as is, then with
                                every third product in six variants (Size × Finish); rows say which
  --dashboard                   only the owner's dashboard on PostgreSQL with generated orders (bench/dashboard.ts)
  --dashboard-orders 100000     generated orders for it (default 100000)
  --dashboard-requests 40       requests per dashboard call (default 40)
  --festive                     only the festive spike: two instances on PostgreSQL (+ Redis when it
                                answers), browsing shoppers and buyers of one sale item
  --festive-products 10000      generated products for the spike (default 10000)
  --festive-seconds 60          how long the browsing lasts (default 60)
  --browsers 500 --buyers 50 --sale-stock 20   the spike's shoppers and the sale item's stock
  --page-every 3                seconds a browsing shopper reads a page (default 3; 0: no pause)`;

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    sizes: { type: 'string', default: '1000,10000,100000' },
    connections: { type: 'string', default: '10,100' },
    duration: { type: 'string' },
    'ceiling-duration': { type: 'string' },
    warmup: { type: 'string' },
    orders: { type: 'string' },
    only: { type: 'string' },
    'lighthouse-on': { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'db-prefix': { type: 'string', default: 'dhatu_bench' },
    'no-build': { type: 'boolean', default: false },
    'no-budget-row': { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    port: { type: 'string', default: '3301' },
    festive: { type: 'boolean', default: false },
    dashboard: { type: 'boolean', default: false },
    'dashboard-orders': { type: 'string', default: '100000' },
    'dashboard-requests': { type: 'string', default: '40' },
    'compare-variants': { type: 'boolean', default: false },
    'festive-products': { type: 'string', default: '10000' },
    'festive-seconds': { type: 'string', default: '60' },
    browsers: { type: 'string', default: '500' },
    buyers: { type: 'string', default: '50' },
    'sale-stock': { type: 'string', default: '20' },
    'page-every': { type: 'string', default: '3' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const numbers = (text: string, flag: string) => list(text).map((s) => {
  const n = Number(s.replace(/_/g, ''));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${flag}: '${s}' is not a positive whole number`);
  return n;
});
const engines: Engine[] = list(values.engines).map((engine) => {
  if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`--engines: '${engine}' is neither postgres nor pglite`);
  return engine;
});
const sizes = numbers(values.sizes, 'sizes');
const connectionCounts = numbers(values.connections, 'connections');
const quick = values.quick;
const duration = Number(values.duration ?? (quick ? 2 : 5));
const ceilingDuration = Number(values['ceiling-duration'] ?? (quick ? 1 : 3));
const warmup = Number(values.warmup ?? (quick ? 0 : 2));
const ordersPerCell = Number(values.orders ?? (quick ? 100 : 500));
const only = values.only ? new Set(list(values.only)) : null;
for (const key of only ?? []) if (!(SCENARIO_KEYS as readonly string[]).includes(key)) throw new Error(`--only: unknown endpoint '${key}' (${SCENARIO_KEYS.join(', ')})`);
const lighthouseRuns = Number(values['lighthouse-runs'] ?? (quick ? 1 : 3));
const defaultLighthouseOn = engines.includes('postgres') && sizes.includes(10_000) ? 'postgres:10000' : `${engines[0]}:${sizes[0]}`;
const lighthouseOn = values['no-lighthouse'] ? null : (values['lighthouse-on'] ?? defaultLighthouseOn);

const compareBudget = !values['no-budget-row'];
const PORT = Number(values.port);
const CEILING_PORT = PORT + 1;
const started = Date.now();
const startedAt = new Date().toISOString();
const load1 = loadavg()[0]!.toFixed(2);
const rows: LoadRow[] = [];
const memory: MemoryRow[] = [];
const pages: PageRow[] = [];
const seeding: RunInfo['seeding'] = [];

if (!values['no-build']) {
  console.log('building the web app and the server (production)…');
  await run('npm', ['run', 'build', '--silent'], {}, true);
}

const machine = () => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load1} at start and ${loadavg()[0]!.toFixed(2)} at the end`;
function currentCommit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: rootDir }).toString().trim();
    const dirty = execSync('git status --porcelain', { cwd: rootDir }).toString().trim() ? ' (with uncommitted changes)' : '';
    return head + dirty;
  } catch {
    return 'unknown';
  }
}

if (values.dashboard) {
  const [orders, requests] = (['dashboard-orders', 'dashboard-requests'] as const).map((flag) => numbers(values[flag], flag)[0]!) as [number, number];
  const rows = await runDashboardBench({ orders, requests, pgUrl: values['pg-url'], reuse: values.reuse, port: PORT });
  const md = dashboardMarkdown(rows, orders, requests, machine(), currentCommit(), startedAt);
  mkdirSync(`${rootDir}bench/results`, { recursive: true });
  const stamp = `dashboard-${startedAt.replace(/[:.]/g, '-')}`;
  writeFileSync(`${rootDir}bench/results/${stamp}.json`, `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(`${rootDir}bench/results/${stamp}.md`, `${md}\n`);
  console.log(`\n${md}\n\nwritten to bench/results/${stamp}.{json,md}`);
  process.exit(0);
}

if (values.festive) {
  const [products, durationSec, browsers, buyers, stock] = (['festive-products', 'festive-seconds', 'browsers', 'buyers', 'sale-stock'] as const)
    .map((flag) => numbers(values[flag], flag)[0]!) as [number, number, number, number, number];
  const pageEverySec = Number(values['page-every']);
  if (!(pageEverySec >= 0)) throw new Error(`--page-every: '${values['page-every']}' is not a number of seconds`);
  const result = await runFestive({ products, durationSec, browsers, buyers, stock, pageEverySec, pgUrl: values['pg-url'], reuse: values.reuse, port: PORT });
  const md = festiveMarkdown(result, machine(), currentCommit(), startedAt);
  mkdirSync(`${rootDir}bench/results`, { recursive: true });
  const stamp = `festive-${startedAt.replace(/[:.]/g, '-')}`;
  writeFileSync(`${rootDir}bench/results/${stamp}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${rootDir}bench/results/${stamp}.md`, `${md}\n`);
  console.log(`\n${md}\n\nwritten to bench/results/${stamp}.{json,md}`);
  process.exit(0);
}

const loader = startLoadGenerator();

/** Resident memory once the shop has started and settled, MiB. */
async function memoryAtStart(shop: Shop): Promise<number> {
  await settle(shop.base);
  return residentMemoryMiB(shop.child.pid).now;
}

/**
 * The load that warms a cell up: the same, but distinct paths taken from the other end, so that the
 * counted requests find none of them answered already (the shop keeps answers it gave).
 */
function warmupJob<J extends Pick<LoadJob, 'pathPerRequest'>>(job: J): J {
  return job.pathPerRequest ? { ...job, pathPerRequest: [...job.pathPerRequest].reverse() } : job;
}

/**
 * Loads each scenario at each connection count, beside the ceiling server; returns the shop's
 * resident memory after its last page cell and its peak so far (null when no page cell ran).
 */
async function runCells(shop: Shop, scenarios: Scenario[], engine: Engine, size: number, budget: Budget, label = '') {
  let afterPages: { afterPagesMiB: number; peakMiB: number; pageRps: Record<string, number> } | null = null;
  for (const scenario of scenarios) {
    const sample = await scenario.sample();
    if (sample.status >= 300) console.warn(`${scenario.name}: the sample answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`);
    await ceiling.send({ body: sample.body.toString('base64'), contentType: sample.contentType, contentEncoding: sample.contentEncoding, port: CEILING_PORT });
    for (const connections of connectionCounts) {
      const job = scenario.job(connections);
      await settle(shop.base);
      if (warmup > 0 && scenario.kind !== 'write') {
        await loader.send({ ...warmupJob(job), connections, durationSec: warmup });
        await settle(shop.base);
      }
      const result = await loader.send({ ...job, connections, durationSec: duration });
      // The ceiling runs on the same two cores: let the shop finish its queue first.
      await settle(shop.base);
      const top = await loader.send({ url: `http://127.0.0.1:${CEILING_PORT}${new URL(job.url).pathname}`, method: job.method, body: job.body, connections, durationSec: ceilingDuration });
      const row: LoadRow = { engine, products: size, endpoint: scenario.name + label, kind: scenario.kind, connections, budget, result, ceilingRps: top.requestsPerSec, peakRssMiB: peakMemoryMiB(shop.child.pid) };
      rows.push(row);
      console.log(`${scenario.name}${label}${budget === 'none' ? ' (no budget)' : ''} ×${connections}: ${result.requestsPerSec} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, socket errors ${result.socketErrors} (ceiling ${top.requestsPerSec} req/s), peak RSS ${row.peakRssMiB} MiB`);
      if (result.firstFailure) console.warn(`  first failure: ${result.firstFailure}`);
      if (scenario.kind === 'page' && connections === connectionCounts[0]) {
        afterPages ??= { afterPagesMiB: 0, peakMiB: 0, pageRps: {} };
        afterPages.pageRps[scenario.key] = result.requestsPerSec;
      }
    }
    if (scenario.kind === 'page' && afterPages) {
      const { now, peak } = residentMemoryMiB(shop.child.pid);
      Object.assign(afterPages, { afterPagesMiB: now, peakMiB: peak });
    }
  }
  return afterPages;
}
const ceiling = startCeilingServer();
try {
  for (const engine of engines) {
    for (const size of sizes) for (const variants of values['compare-variants'] ? [false, true] : [false]) {
      // The same catalogue size with every third product in six variants: its rows say so.
      const label = variants ? ' · with variants' : '';
      console.log(`\n== ${engine}, ${size.toLocaleString('en-IN')} products${label}`);
      const database = await prepareDatabase(engine, size, values['pg-url'], values.reuse, `${values['db-prefix']}_${size}${variants ? '_variants' : ''}`);
      if (database.fresh) {
        const seedStarted = Date.now();
        await run(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--products', String(size), ...(variants ? ['--variants'] : [])], database.env, true);
        const seconds = Math.round((Date.now() - seedStarted) / 100) / 10;
        seeding.push({ engine, products: size, seconds });
        console.log(`seeded in ${seconds} s`);
      }
      try {
        const shop = await startShop(database.env, PORT);
        try {
          const atStart = await memoryAtStart(shop);
          // Lighthouse first, on a quiet server (before shoppers are made: the database then has
          // fresh rows to vacuum and analyze, which competes with the browser for the CPU).
          if (lighthouseOn === `${engine}:${size}` && hasChromium()) {
            const { products } = await api<{ products: { _id: string }[] }>(shop.base, '/api/products?limit=1');
            for (const page of ['/', '/products', `/products/id/${products[0]!._id}`, '/cart']) {
              for (let i = 0; i < 3; i++) await fetch(shop.base + page).then((r) => r.arrayBuffer());
              try {
                const result = await audit(shop.base + page, lighthouseRuns);
                pages.push({ engine, products: size, page, result });
                console.log(`lighthouse ${page}: ${result.performance} (${result.scores.join(' ')}), FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, JS ${result.jsKiB} KiB in ${result.jsFiles} files`);
              } catch (err) {
                console.warn(`lighthouse ${page} failed: ${(err as Error).message}`);
              }
            }
          }
          const { scenarios } = await buildScenarios(shop, { connectionCounts, ordersPerCell, only, variantProduct: variants });
          const afterPages = await runCells(shop, scenarios, engine, size, 'default', label);
          if (afterPages) memory.push({ engine, products: size, budget: 'default', startMiB: atStart, ...afterPages });
        } finally {
          await stopProcess(shop.child);
        }
        // The same page cells on the same data with no budget: what the budget costs in speed.
        const pageKeys = SCENARIO_KEYS.filter((key) => key.startsWith('page-') && (!only || only.has(key)));
        if (compareBudget && pageKeys.length) {
          console.log('-- the page cells again, with no memory budget');
          const bare = await startShop(database.env, PORT, { budget: false });
          try {
            const atStart = await memoryAtStart(bare);
            const { scenarios } = await buildScenarios(bare, { connectionCounts, ordersPerCell, only: new Set(pageKeys) });
            const afterPages = await runCells(bare, scenarios, engine, size, 'none');
            if (afterPages) memory.push({ engine, products: size, budget: 'none', startMiB: atStart, ...afterPages });
          } finally {
            await stopProcess(bare.child);
          }
        }
      } finally {
        await database.drop();
      }
    }
  }
} finally {
  await loader.stop();
  await ceiling.stop();
}

const info: RunInfo = {
  startedAt,
  durationSec: Math.round((Date.now() - started) / 1000),
  commit: currentCommit(),
  machine: machine(),
  settings: `${duration} s per cell after ${warmup} s of warm-up (ceiling ${ceilingDuration} s), ${ordersPerCell} orders per place-order cell, autocannon in its own process`,
  seeding,
};
const md = markdown(info, rows, pages, memory);
mkdirSync(`${rootDir}bench/results`, { recursive: true });
const stamp = startedAt.replace(/[:.]/g, '-');
writeFileSync(`${rootDir}bench/results/${stamp}.json`, `${JSON.stringify({ info, rows, pages, memory }, null, 2)}\n`);
writeFileSync(`${rootDir}bench/results/${stamp}.md`, `${md}\n`);
console.log(`\n${md}\n\nwritten to bench/results/${stamp}.{json,md}`);
