import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEYS } from '@dhatu/domain';
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { shopFor } from './shops.ts';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * axe must find no serious or critical issue on the page as it stands. Content the page lets the
 * browser skip until it nears the screen (content-visibility: auto) is painted first: axe scrolls
 * each element into view and reads its background from what is painted at once, and on a busy
 * machine the skipped band isn't painted yet, so white text reads as white on white. A shopper who
 * scrolls there sees it painted; the audit is of the colours, not of the browser's timing.
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // Likewise the colours are judged once they have settled: text fading in (an FAQ answer just
  // opened) reads as too faint mid-way. Endless animations (a loader) are left running.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // axe.run in the page itself (legacy mode; the shop has no frames to visit) and only the violations
  // collected: the default runs axe in every frame, then again in a blank page of its own, and
  // describes every node that passed — 2.6–4 s an audit here, against 0.8–1.1 (decision 29).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/**
 * Opens a page and waits until a shopper's click would be understood: React has hydrated and the
 * session has settled (the app marks <html data-session="guest|signed-in">; until then Add to Cart
 * would treat a signed-in shopper as a guest). Anything else the page loads, the journeys'
 * web-first assertions wait for.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-session="guest"], html[data-session="signed-in"]')).toHaveCount(1, { timeout: 20_000 });
  return response;
}

/**
 * Another browser — a second device — set up like the project's, on this worker's shop. (The
 * project's own `baseURL` is a fixture, not an address: e2e/shops.ts, playwright.config.ts.)
 */
export function newDevice(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  return browser.newContext({ ...testInfo.project.use, baseURL: shopFor(testInfo.parallelIndex).url });
}

/** The log of the shop this test's worker talks to (e2e/shops.ts). */
const serverLog = () => shopFor(test.info().parallelIndex).log;

/**
 * A phone (10 digits) for one spec's test: `series` (two digits, one per spec file) keeps specs apart,
 * the rest keeps projects, slots, repeats, retries and workers apart, so the 30 s resend wait of one
 * sign-in never blocks another on the same shop.
 */
export function testPhone(testInfo: TestInfo, series: string, slot: number): string {
  const digit = (n: number) => String(n % 10);
  return `${series}${isPhone(testInfo) ? '2' : '1'}${slot}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}654`;
}

/** The latest one-time code the console SMS provider logged for a phone (10 digits). */
export async function readOtp(phone: string, since = 0, log = serverLog()): Promise<string> {
  const { readFileSync } = await import('node:fs');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    // `since` counts bytes (serverLogMark): slice the bytes, not the decoded characters.
    const text = readFileSync(log).subarray(since).toString('utf8');
    const codes = [...text.matchAll(new RegExp(`OTP for \\+91${phone}: (\\d{6})`, 'g'))];
    const last = codes.at(-1);
    if (last) return last[1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP logged for ${phone}`);
}

/** Texts the console SMS provider logged to a phone (10 digits) after `since`. */
export async function smsLogged(phone: string, since = 0): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const log = readFileSync(serverLog()).subarray(since).toString('utf8');
  return [...log.matchAll(new RegExp(`SMS to \\+91${phone}: (.+)`, 'g'))].map((m) => m[1]!);
}

/** Current size of the server log in bytes, so a later readOtp only sees codes sent after this point. */
export async function serverLogMark(log = serverLog()): Promise<number> {
  const { statSync } = await import('node:fs');
  return statSync(log).size;
}

/**
 * Signs in on the login page as a shopper does — number, GET OTP, the code from the shop's log,
 * Verify OTP — and waits to leave it. The page must be showing the login form already (opened, or
 * sent there by a page that needs a signed-in shopper). `log`: another shop's log (e2e/shops.ts).
 */
export async function signInOnLoginPage(page: Page, phone: string, log = serverLog()) {
  const mark = await serverLogMark(log);
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'GET OTP' }).click();
  await page.getByLabel('Enter OTP').fill(await readOtp(phone, mark, log));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs a browser in without the login page, for journeys about something else: the code is asked
 * for and verified through the API, as the login page does, and the tokens are kept where the web
 * app keeps them (localStorage), so the next page opened starts signed in. `log`: as above.
 */
export async function signIn(page: Page, phone: string, log = serverLog()): Promise<{ token: string; refreshToken: string }> {
  const mark = await serverLogMark(log);
  const sent = await page.request.post('/api/auth/otp/send', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const verified = await page.request.post('/api/auth/otp/verify', { data: { phone, code: await readOtp(phone, mark, log) } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token, refreshToken } = (await verified.json()) as { token: string; refreshToken: string };
  // localStorage belongs to the shop's origin: any of its documents will do, the lightest is the health check.
  if (!page.url().startsWith('http')) await page.goto('/api/health');
  await page.evaluate(([keys, pair]) => {
    localStorage.setItem(keys.authToken, pair.token);
    localStorage.setItem(keys.refreshToken, pair.refreshToken);
  }, [STORAGE_KEYS, { token, refreshToken }] as const);
  return { token, refreshToken };
}

/**
 * Adds a product to the cart from its page and waits for the server's answer: the "Go to Cart" link
 * shows at once, and leaving the page before the answer would cancel the request.
 */
export async function addToCart(page: Page, productId: string): Promise<void> {
  await gotoHydrated(page, `/products/id/${productId}`);
  const added = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart' && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  expect((await added).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Go to Cart' }).first()).toBeVisible();
}

/** Goes to a console section the way the admin would: the sidebar, or the drawer on a phone. */
export async function openSection(page: Page, testInfo: TestInfo, name: string) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin console' });
    await drawer.getByRole('link', { name, exact: true }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
