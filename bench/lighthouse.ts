import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './lib.ts';

export interface LighthouseResult {
  /** Performance score 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript the page loaded, as transferred (gzip, with headers), in KiB. */
  jsKiB: number;
  /** How many JavaScript files it loaded. */
  jsFiles: number;
  /** Every run's score, to show the spread. */
  scores: number[];
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath);

type Single = Omit<LighthouseResult, 'scores'>;

/** One Lighthouse run with its default mobile settings: a mid-range phone on simulated slow 4G. */
async function auditOnce(url: string): Promise<Single> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    if (lhr.categories.performance?.score == null) throw new Error('lighthouse gave no performance score');
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      jsKiB: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
      jsFiles: scripts.length,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times and answers the median of each figure: simulated throttling on a
 * shared machine moves a single score by several points.
 */
export async function audit(url: string, runs: number): Promise<LighthouseResult> {
  const results: Single[] = [];
  // A run now and then ends without a trace (Chromium under load): tried again, up to twice per page.
  let failures = 0;
  while (results.length < runs) {
    try {
      results.push(await auditOnce(url));
    } catch (error) {
      if (++failures > 2) throw error;
      console.warn(`lighthouse ${url}: ${(error as Error).message}; running it again`);
    }
  }
  const mid = (pick: (r: Single) => number) => median(results.map(pick));
  return {
    performance: Math.round(mid((r) => r.performance)),
    fcpMs: Math.round(mid((r) => r.fcpMs)),
    lcpMs: Math.round(mid((r) => r.lcpMs)),
    tbtMs: Math.round(mid((r) => r.tbtMs)),
    cls: mid((r) => r.cls),
    jsKiB: mid((r) => r.jsKiB),
    jsFiles: Math.round(mid((r) => r.jsFiles)),
    scores: results.map((r) => r.performance),
  };
}
