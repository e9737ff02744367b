/**
 * `npm run bench -- --dashboard`: the owner's dashboard (issue 24) on a shop with many orders. A
 * PostgreSQL database of its own, seeded with the demo shop and `npm run seed -- --orders N`
 * (default 100,000 over two years); the built shop started on it; an admin signed in; then each
 * dashboard call asked `requests` times one after another (as one owner clicking) and reported
 * as p50 / p95 / max. The aim: p95 ≤ 300 ms with 100,000 orders.
 */
import { api, prepareDatabase, run, startShop, stopProcess } from './lib.ts';

export interface DashboardBenchOptions {
  orders: number;
  pgUrl: string;
  reuse: boolean;
  port: number;
  requests: number;
}

export interface DashboardRow {
  call: string;
  p50: number;
  p95: number;
  max: number;
}

const CALLS = [
  '/api/admin/dashboard',
  '/api/admin/dashboard/sales?period=today',
  '/api/admin/dashboard/sales?period=7d',
  '/api/admin/dashboard/sales?period=30d',
  '/api/admin/dashboard/sales?period=fy',
  '/api/admin/dashboard/sales?period=custom&from=2024-04-01&to=2027-03-31&groupBy=month',
];
const ADMIN = '9000000099';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function runDashboardBench(opts: DashboardBenchOptions): Promise<DashboardRow[]> {
  const database = await prepareDatabase('postgres', opts.orders, opts.pgUrl, opts.reuse, `dhatu_bench_dashboard_${opts.orders}`);
  try {
    if (database.fresh) {
      console.log(`-- seeding the demo shop and ${opts.orders.toLocaleString('en-IN')} orders`);
      await run(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--orders', String(opts.orders)], database.env, true);
    }
    const shop = await startShop({ ...database.env, ADMIN_PHONES: ADMIN }, opts.port);
    try {
      await api(shop.base, '/api/auth/otp/send', { body: { phone: ADMIN } });
      const code = await shop.codeFor(`+91${ADMIN}`);
      const { token } = await api<{ token: string }>(shop.base, '/api/auth/otp/verify', { body: { phone: ADMIN, code } });
      const rows: DashboardRow[] = [];
      for (const call of CALLS) {
        const ask = async () => {
          const started = performance.now();
          const res = await fetch(shop.base + call, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${call} answered ${res.status}`);
          return performance.now() - started;
        };
        for (let i = 0; i < 3; i++) await ask(); // warm: plans cached, pages in memory
        const times: number[] = [];
        for (let i = 0; i < opts.requests; i++) times.push(await ask());
        times.sort((a, b) => a - b);
        rows.push({ call, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! });
      }
      return rows;
    } finally {
      await stopProcess(shop.child);
    }
  } finally {
    await database.drop();
  }
}

export function dashboardMarkdown(rows: DashboardRow[], orders: number, requests: number, machine: string, commit: string, at: string): string {
  const ms = (n: number) => n.toFixed(1);
  return [
    `### Dashboard with ${orders.toLocaleString('en-IN')} orders (PostgreSQL; ${requests} requests per call, one at a time)`,
    '',
    `${at} · ${machine} · ${commit}`,
    '',
    '| call | p50 ms | p95 ms | max ms |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| \`${r.call}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`),
  ].join('\n');
}
