import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, newDevice, signInOnLoginPage } from './helpers.ts';

/**
 * The console's Searches page (issue 28), on a desktop and on a 390 px phone: what shoppers
 * searched for — the top searches and those that found nothing, over 7 or 30 days — and the
 * owner's synonyms, which work in the shop's search at once and can be removed. ADMIN_PHONES makes
 * 9000000013/14 admins on the test shops (e2e/start-shops.ts). Words carry the project's letter,
 * so the desktop and phone runs never meet on one shop.
 */
const adminPhone = (testInfo: TestInfo) => (isPhone(testInfo) ? '9000000014' : '9000000013');
const letter = (testInfo: TestInfo) => (isPhone(testInfo) ? 'p' : 'd');
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('the owner reads what shoppers searched for and teaches the search a word', async ({ browser }, testInfo) => {
  // Shoppers' searches are counted in batches (every 5 s per instance), so the page is read again until they show.
  test.setTimeout(90_000);
  const empty = `qqzz${letter(testInfo)}`;
  const found = 'peetal lota';
  const term = `roshni${letter(testInfo)}`;
  const context = await newDevice(browser, testInfo);
  const page = await context.newPage();

  // Shoppers search: one search finds lotas (six times: among the week's top twenty), one finds nothing.
  await gotoHydrated(page, `/products?search=${empty}`);
  await expect(page.getByText('No products found')).toBeVisible();
  for (let i = 0; i < 6; i++) expect((await page.request.get(`/api/products?search=${encodeURIComponent(found)}&limit=${12 + i}`)).ok()).toBe(true);

  await gotoHydrated(page, '/admin/search');
  await signInOnLoginPage(page, adminPhone(testInfo));
  await expect(page.getByRole('heading', { level: 1, name: 'Searches' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Top searches' });
  const nothing = page.getByRole('region', { name: 'Searches that found nothing' });
  await expect(async () => {
    await page.reload();
    await expect(nothing.getByRole('row', { name: new RegExp(`^${empty} \\d+$`) })).toBeVisible({ timeout: 2_000 });
    await expect(top.getByRole('row', { name: new RegExp(`^${found} \\d+$`) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Only what was typed and how often: the count is a number of searches, nobody's name or number.
  expect(Number((await top.getByRole('row', { name: new RegExp(`^${found} `) }).getByRole('cell').nth(1).textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(6);
  await expect(nothing.getByRole('row', { name: new RegExp(`^${found} `) })).toHaveCount(0);

  // The period: the last 30 days hold the week's searches too.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(nothing.getByRole('row', { name: new RegExp(`^${empty} \\d+$`) })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: testInfo.outputPath('searches.png'), fullPage: true });

  // A word that means itself is refused with the reason, next to the form.
  const synonyms = page.getByRole('region', { name: 'Synonyms' });
  await synonyms.getByLabel('Shoppers type').fill('diya');
  await synonyms.getByLabel('It means (words, comma-separated)').fill('diya');
  await synonyms.getByRole('button', { name: 'Add' }).click();
  await expect(synonyms.getByRole('alert')).toHaveText('"diya" cannot mean itself');
  await expect(synonyms.getByLabel('Shoppers type')).toHaveAttribute('aria-invalid', 'true');

  // The owner teaches the search a word; a shopper's search for it finds diyas at once.
  await synonyms.getByLabel('Shoppers type').fill(term);
  await synonyms.getByLabel('It means (words, comma-separated)').fill('diya, lamp');
  await synonyms.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, `Shoppers who search "${term}" now see diya, lamp.`)).toBeVisible();
  await expect(synonyms.getByRole('alert')).toHaveCount(0);
  await expect(synonyms.getByRole('listitem').filter({ hasText: term })).toHaveText(`${term} → diya, lamp`);
  const shopper = await context.newPage();
  await gotoHydrated(shopper, `/products?search=${term}`);
  await expect(shopper.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toContainText(/Diya|Lamp|Deepam/);
  await page.screenshot({ path: testInfo.outputPath('synonym-added.png'), fullPage: true });

  // Changed in place: the form takes the rule, the button says Save, and the list shows the new meaning.
  await synonyms.getByRole('button', { name: `Change ${term}` }).click();
  await expect(synonyms.getByLabel('Shoppers type')).toBeFocused();
  await expect(synonyms.getByLabel('Shoppers type')).toHaveValue(term);
  await expect(synonyms.getByLabel('It means (words, comma-separated)')).toHaveValue('diya, lamp');
  await synonyms.getByLabel('It means (words, comma-separated)').fill('diya');
  await page.screenshot({ path: testInfo.outputPath('synonym-editing.png'), fullPage: true });
  await synonyms.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Shoppers who search "${term}" now see diya.`)).toBeVisible();
  await expect(synonyms.getByRole('listitem').filter({ hasText: term })).toHaveText(`${term} → diya`);
  await expect(synonyms.getByRole('button', { name: 'Add' })).toBeVisible();
  await expect(synonyms.getByLabel('Shoppers type')).toHaveValue('');
  await gotoHydrated(shopper, `/products?search=${term}&limit=14`);
  await expect(shopper.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toContainText(/Diya|Deepam/);

  // Removed, the word finds nothing again.
  await synonyms.getByRole('button', { name: `Remove ${term}` }).click();
  await expect(synonyms.getByRole('listitem').filter({ hasText: term })).toHaveCount(0);
  await gotoHydrated(shopper, `/products?search=${term}&limit=13`);
  await expect(shopper.getByText('No products found')).toBeVisible();
  await context.close();
});
