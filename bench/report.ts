import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { Kind } from './scenarios.ts';

export interface LoadRow {
  engine: string;
  products: number;
  endpoint: string;
  kind: Kind;
  connections: number;
  result: LoadResult;
  ceilingRps: number;
  /** The shop's peak resident memory so far (VmHWM), MiB. */
  peakRssMiB: number;
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

export function markdown(info: RunInfo, rows: LoadRow[], pages: PageRow[]): string {
  const minutes = `${Math.floor(info.durationSec / 60)} min ${Math.round(info.durationSec % 60)} s`;
  return [
    `# Benchmark ${info.startedAt}`,
    '',
    `Commit ${info.commit}. ${info.machine}. ${info.settings}. Whole run: ${minutes}.`,
    '',
    '| engine | products | endpoint | conns | req/s | p50 ms | p99 ms | non-2xx | socket errors | ceiling req/s | of ceiling | peak RSS MiB | note |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.engine} | ${r.products.toLocaleString('en-IN')} | ${r.endpoint} | ${r.connections} | ${r.result.requestsPerSec} | ${r.result.p50} | ${r.result.p99} | ${r.result.non2xx} | ${r.result.socketErrors} | ${r.ceilingRps} | ${ratio(r)} | ${r.peakRssMiB} | ${flag(r)} |`),
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
