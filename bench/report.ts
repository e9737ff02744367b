import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { Kind } from './scenarios.ts';

/** The shop as npm run serve starts it (the default memory budget), or with none (node's own sizing). */
export type Budget = 'default' | 'none';

export interface LoadRow {
  engine: string;
  products: number;
  endpoint: string;
  kind: Kind;
  connections: number;
  budget: Budget;
  result: LoadResult;
  ceilingRps: number;
  /** The shop's peak resident memory so far (VmHWM), MiB. */
  peakRssMiB: number;
}

/** The shop's resident memory (MiB) around the page cells, and their req/s at the first connection count. */
export interface MemoryRow {
  engine: string;
  products: number;
  budget: Budget;
  startMiB: number;
  afterPagesMiB: number;
  peakMiB: number;
  pageRps: Record<string, number>;
}

export interface PageRow {
  engine: string;
  products: number;
  page: string;
  result: LighthouseResult;
}

export interface RunInfo {
  startedAt: string;
  durationSec: number;
  commit: string;
  machine: string;
  settings: string;
  seeding: { engine: string; products: number; seconds: number }[];
}

const ratio = (row: LoadRow) => (row.ceilingRps ? `${((row.result.requestsPerSec / row.ceilingRps) * 100).toFixed(1)}%` : '–');

/** Flags a figure that misses its aim, so the eye finds it: reads p99 ≤ 50 ms at 10 connections, no errors. */
function flag(row: LoadRow) {
  const notes: string[] = [];
  if (row.kind === 'read' && row.connections <= 10 && row.result.p99 > 50) notes.push('p99 > 50 ms');
  if (row.result.non2xx || row.result.socketErrors) notes.push('errors');
  return notes.join(', ');
}

const PAGE_KEYS = ['page-home', 'page-list', 'page-product'];

/** Memory per engine with and without the budget, and the budget's page req/s as a share of none's. */
function memoryTable(memory: MemoryRow[]): string[] {
  if (!memory.length) return [];
  const rps = (row: MemoryRow) => PAGE_KEYS.map((key) => row.pageRps[key] ?? '–').join(' / ');
  const share = (row: MemoryRow) => {
    const bare = memory.find((m) => m.engine === row.engine && m.products === row.products && m.budget === 'none');
    if (row.budget !== 'default' || !bare) return '';
    return PAGE_KEYS.filter((key) => row.pageRps[key] && bare.pageRps[key])
      .map((key) => `${Math.round((row.pageRps[key]! / bare.pageRps[key]!) * 100)}%`).join(' / ');
  };
  return [
    '',
    'Resident memory of the shop\'s process (MiB), under the default budget (npm run serve) and with none, and page req/s (home / list / product) at the first connection count:',
    '',
    '| engine | products | budget | at start | after the page cells | peak | page req/s | budget ÷ none |',
    '|---|---:|---|---:|---:|---:|---|---|',
    ...memory.map((m) => `| ${m.engine} | ${m.products.toLocaleString('en-IN')} | ${m.budget} | ${m.startMiB} | ${m.afterPagesMiB} | ${m.peakMiB} | ${rps(m)} | ${share(m)} |`),
  ];
}

export function markdown(info: RunInfo, rows: LoadRow[], pages: PageRow[], memory: MemoryRow[] = []): string {
  const minutes = `${Math.floor(info.durationSec / 60)} min ${Math.round(info.durationSec % 60)} s`;
  return [
    `# Benchmark ${info.startedAt}`,
    '',
    `Commit ${info.commit}. ${info.machine}. ${info.settings}. Whole run: ${minutes}.`,
    '',
    '| engine | products | endpoint | conns | req/s | p50 ms | p99 ms | non-2xx | socket errors | ceiling req/s | of ceiling | peak RSS MiB | note |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.engine} | ${r.products.toLocaleString('en-IN')} | ${r.endpoint}${r.budget === 'none' ? ', no budget' : ''} | ${r.connections} | ${r.result.requestsPerSec} | ${r.result.p50} | ${r.result.p99} | ${r.result.non2xx} | ${r.result.socketErrors} | ${r.ceilingRps} | ${ratio(r)} | ${r.peakRssMiB} | ${flag(r)} |`),
    ...memoryTable(memory),
    '',
    ...(pages.length ? [
      `Lighthouse ${pages[0]!.result.scores.length > 1 ? `(median of ${pages[0]!.result.scores.length} runs)` : '(one run)'}, mobile, simulated slow 4G, on ${pages[0]!.engine} with ${pages[0]!.products.toLocaleString('en-IN')} products:`,
      '',
      '| page | performance | runs | FCP ms | LCP ms | TBT ms | CLS | JS KiB (gzip) | JS files |',
      '|---|---:|---|---:|---:|---:|---:|---:|---:|',
      ...pages.map((p) => `| ${p.page} | ${p.result.performance} | ${p.result.scores.join(' ')} | ${p.result.fcpMs} | ${p.result.lcpMs} | ${p.result.tbtMs} | ${p.result.cls} | ${p.result.jsKiB} | ${p.result.jsFiles} |`),
    ] : ['Lighthouse: not run (no Chromium, --no-lighthouse, or its engine and size were not in this run).']),
    '',
    `Seeding: ${info.seeding.map((s) => `${s.engine} ${s.products.toLocaleString('en-IN')} in ${s.seconds} s`).join('; ') || 'reused databases'}.`,
  ].join('\n');
}
