import { expect, test, type BrowserContext, type Page, type Request, type Route, type TestInfo } from '@playwright/test';
import { gotoHydrated, signIn, testPhone } from './helpers.ts';

/**
 * Sessions (issue 18 items 2 and 10): two tabs that must refresh the tokens at the same moment
 * both stay signed in, while a refresh token spent twice still ends the sign-in; a sign-in ended
 * on the server signs this browser out cleanly at its next request.
 */
const phoneFor = (testInfo: TestInfo, slot: number) => testPhone(testInfo, '96', slot);

const shownPhone = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** Signed in (through the API: signing in is not what these journeys are about), on the profile. */
async function signInOnProfile(page: Page, phone: string) {
  await signIn(page, phone);
  await gotoHydrated(page, '/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(shownPhone(phone))).toBeVisible();
}

/** API calls of every page of the context that have been sent and not yet answered. */
function countApiCallsInFlight(context: BrowserContext): () => number {
  let open = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  context.on('request', (request) => {
    if (isApi(request)) open += 1;
  });
  const settled = (request: Request) => {
    if (isApi(request)) open -= 1;
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  return () => open;
}

const storedTokens = (page: Page) => page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('refreshToken')] as const);

test.describe('sessions', () => {
  test('two tabs refused at the same moment refresh once and both stay signed in; a refresh token spent twice still ends the sign-in', async ({ page, context }, testInfo) => {
    test.setTimeout(60_000);
    const phone = phoneFor(testInfo, 1);
    const inFlight = countApiCallsInFlight(context);
    await signInOnProfile(page, phone);
    const second = await context.newPage();
    await gotoHydrated(second, '/profile');
    await expect(second.getByText(shownPhone(phone))).toBeVisible();
    const [, firstRefreshToken] = await storedTokens(page);

    // Refreshes are held until both tabs have sent one (or 3 s have passed), so that without
    // coordination the two would certainly reach the server together with the same token.
    const held: Route[] = [];
    let refreshes = 0;
    let release: () => void = () => {};
    const bothSent = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, 3_000);
    });
    await context.route('**/api/auth/refresh', async (route) => {
      refreshes += 1;
      held.push(route);
      if (held.length === 2) release();
      await bothSent;
      await route.continue();
    });

    // The access token goes bad in both tabs at once (they share localStorage), and both load a
    // signed-in page at the same moment: each gets a 401 and needs a refresh. (Quiet first: a
    // refresh cut off by the reload could reach the server and spend the token unseen.)
    await expect.poll(() => inFlight()).toBe(0);
    await page.evaluate(() => localStorage.setItem('authToken', 'expired-in-both-tabs'));
    await Promise.all([page.reload(), second.reload()]);

    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      await expect(tab.getByText(shownPhone(phone))).toBeVisible();
      await expect(tab).toHaveURL(/\/profile$/);
    }
    expect(refreshes).toBe(1);
    const [token, refreshToken] = await storedTokens(second);
    expect(token).not.toBe('expired-in-both-tabs');
    expect(refreshToken).not.toBe(firstRefreshToken);
    expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await context.unroute('**/api/auth/refresh');

    // Reuse detection is as strict as ever: the spent first refresh token, presented again (by a
    // thief, say), ends the sign-in, and both tabs are signed out at their next request.
    const reuse = await page.request.post('/api/auth/refresh', { data: { refreshToken: firstRefreshToken } });
    expect(reuse.status()).toBe(401);
    expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Dhatu' })).toBeVisible();
    expect(await storedTokens(second)).toEqual([null, null]);
    await second.close();
  });

  test('a sign-in ended on the server signs this browser out cleanly at its next request', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const phone = phoneFor(testInfo, 2);
    const inFlight = countApiCallsInFlight(page.context());
    await signInOnProfile(page, phone);
    const [, refreshToken] = await storedTokens(page);
    // Quiet first, so that the menu click below makes the next request (not the sign-in's last fetches).
    await expect.poll(() => inFlight()).toBe(0);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // Ended elsewhere (as a logout on the server, a theft signal or a revoked role would end it).
    expect((await page.request.post('/api/auth/logout', { data: { refreshToken } })).status()).toBe(200);

    // The next signed-in request, without reloading: the access token is refused at once, the
    // refresh is refused, and the shopper lands on the login page with the tokens gone. That
    // request is the Orders link's, or — when the tap gives the page focus and its queries refetch
    // first (1 run in 10 on a cold shop) — theirs: then the menu already offers only Login.
    const account = page.getByRole('button', { name: 'Account' });
    const pleaseLogin = page.getByText('Please login to access your account');
    await account.click();
    const orders = page.getByRole('menuitem', { name: 'Orders' });
    await expect(orders.or(pleaseLogin)).toBeVisible();
    if (await orders.isVisible()) await orders.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Dhatu' })).toBeVisible();
    expect(await storedTokens(page)).toEqual([null, null]);
    // The account menu now offers only signing in (it may still be open from the tap above).
    if (!(await pleaseLogin.isVisible())) await account.click();
    await expect(pleaseLogin).toBeVisible();
    expect(errors).toEqual([]);
  });
});
