import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** axe must find no serious or critical issue on the page as it stands. */
export async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** React has hydrated once the client entry has run; clicks before that would be lost. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('networkidle');
  return response;
}

/** The latest one-time code the console SMS provider logged for a phone (10 digits). */
export async function readOtp(phone: string, since = 0): Promise<string> {
  const { readFileSync } = await import('node:fs');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const log = readFileSync('.cache/e2e-server.log', 'utf8').slice(since);
    const codes = [...log.matchAll(new RegExp(`OTP for \\+91${phone}: (\\d{6})`, 'g'))];
    const last = codes.at(-1);
    if (last) return last[1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP logged for ${phone}`);
}

/** Current length of the server log, so a later readOtp only sees codes sent after this point. */
export async function serverLogMark(): Promise<number> {
  const { statSync } = await import('node:fs');
  return statSync('.cache/e2e-server.log').size;
}
