import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, newDevice, openSection, signInOnLoginPage } from './helpers.ts';

/**
 * The console's Backups page (issue 27), on a desktop and on a 390 px phone: the dashboard says no
 * backup was made yet; the owner backs up now, sees the backup listed with its time, size and what
 * it holds, downloads exactly that file (a tar whose first entry is the manifest), and the
 * dashboard then shows the time of the last backup. ADMIN_PHONES makes 9000000005/6 admins on the
 * test shops (e2e/start-shops.ts).
 */
const adminPhone = (testInfo: TestInfo) => (isPhone(testInfo) ? '9000000006' : '9000000005');

test('the owner backs the shop up from the console and downloads the file', async ({ browser }, testInfo) => {
  // Signing in, a backup of the whole shop, two axe runs and a download: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const context = await newDevice(browser, testInfo);
  const page = await context.newPage();
  await gotoHydrated(page, '/admin/backups');
  await expect(page).toHaveURL(/\/login$/);
  await signInOnLoginPage(page, adminPhone(testInfo));
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Schedule' })).toContainText('No scheduled backups (BACKUP_INTERVAL_HOURS is 0)');

  const table = page.getByRole('table', { name: 'Backups, newest first' });
  // The list first (the other project's run may have left a backup on this shop): counted before it
  // loads, the count would be 0.
  await expect(table.or(page.getByText('No backups yet. Back up now to make the first.'))).toBeVisible();
  const rowsBefore = await table.getByRole('row').count();
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /^Backup made: [\d.]+ MB, \d+ orders\.$/ }).first()).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row')).toHaveCount(Math.max(rowsBefore, 1) + 1);
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)/);
  await expect(newest).toContainText(/[\d.]+ MB/);
  await expect(newest).toContainText(/\d+ orders · \d+ customers · \d+ products · \d+ images/);
  await expect(page.getByRole('region', { name: 'Schedule' })).toContainText(/Last backup: \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: `.cache/screens/backups-${testInfo.project.name}.png`, fullPage: true });

  const name = (await newest.locator('td').first().locator('span').nth(1).textContent())!;
  const downloading = page.waitForEvent('download');
  await newest.getByRole('button', { name: /^Download the backup of / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const tar = gunzipSync(readFileSync((await download.path())!));
  expect(tar.subarray(0, 13).toString()).toBe('manifest.json');
  expect(JSON.parse(tar.subarray(512, tar.indexOf(0, 512)).toString())).toMatchObject({ app: 'dhatu', engine: 'pglite' });

  await openSection(page, testInfo, 'Dashboard');
  await expect(page.getByRole('region', { name: 'Backups' })).toContainText(/Last backup: \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: `.cache/screens/backups-dashboard-${testInfo.project.name}.png`, fullPage: true });
  await context.close();
});
