import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, newDevice, openSection, signInOnLoginPage } from './helpers.ts';

/**
 * The owner's books (issue 24), on a desktop and on a 390 px phone: the dashboard shows the sales
 * of a period against the one before, each chart also as a table; the owner sets the low-stock
 * level; on Books the GST return data of this month (the demo orders' invoices) is on screen, and
 * each GST file and each CSV export downloads with its rows. ADMIN_PHONES makes 9000000009/10
 * admins on the test shops (e2e/start-shops.ts).
 */
const adminPhone = (testInfo: TestInfo) => (isPhone(testInfo) ? '9000000010' : '9000000009');
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);

async function expectAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yIssues(page);
}

/** Clicks a download button and answers the file's name and text (without the byte-order mark). */
async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download: Download = await downloading;
  const text = readFileSync((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), text: text.replace(/^\uFEFF/, '') };
}

test('the owner reads the sales dashboard, the GST return data, and downloads each file', async ({ browser }, testInfo) => {
  // Signing in, the dashboard's charts, two pages of axe and nine downloads on a busy machine.
  test.setTimeout(120_000);
  const context = await newDevice(browser, testInfo);
  const page = await context.newPage();
  await gotoHydrated(page, '/admin');
  await signInOnLoginPage(page, adminPhone(testInfo));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The sales of the last 30 days (the demo orders), against the 30 before.
  const sales = page.getByRole('region', { name: 'Sales', exact: true });
  await expect(sales.getByRole('paragraph').filter({ hasText: /^Revenue$/ })).toBeVisible();
  await expect(sales).toContainText(/compared with \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
  await expect(sales).toContainText(/₹[\d,]+/);
  const overTime = sales.getByRole('region', { name: 'Sales over time' });
  // The drawing arrives with the charting library, on demand.
  await expect(overTime.locator('.recharts-surface')).toBeVisible({ timeout: 15_000 });
  const table = overTime.getByRole('table', { name: 'Orders and revenue in each period' });
  // The table is there for screen readers from the start (visually hidden), and shown on request.
  await expect(table).toHaveCount(1);
  const tableBox = table.locator('xpath=..');
  expect((await tableBox.boundingBox())!.width).toBeLessThan(2);
  await overTime.getByRole('button', { name: 'Show as table' }).click();
  await expect(overTime.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  expect((await tableBox.boundingBox())!.width).toBeGreaterThan(200);
  await expect(table.getByRole('row')).toHaveCount(31); // a heading row and 30 days
  await expect(sales.getByRole('region', { name: /^Payment methods/ }).getByRole('table', { name: 'Orders and revenue by payment method', includeHidden: true }))
    .toContainText(/Cash on Delivery|Online Payment/);
  await expect(sales.getByRole('region', { name: 'Cancellations' })).toContainText('Returns will show here once the shop takes returns.');

  await sales.getByText('This financial year', { exact: true }).click();
  await expect(sales).toContainText(/\d{1,2} Apr \d{4} – /);

  // The owner's low-stock level.
  const level = page.getByLabel('List products with fewer than');
  await level.fill('8');
  await page.getByRole('button', { name: 'Save level' }).click();
  await expect(toast(page, 'Products with fewer than 8 in stock are listed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Low stock' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `.cache/screens/books-dashboard-${testInfo.project.name}.png`, fullPage: true });

  // Books: this month's GST return data.
  await openSection(page, testInfo, 'Books');
  await page.getByLabel('Month').fill(thisMonth());
  const hsn = page.getByRole('table', { name: 'HSN summary' });
  await expect(hsn.getByRole('row').nth(1)).toContainText(/^\d{4,8}/);
  await expect(page.getByRole('table', { name: 'Documents issued' })).toContainText(/INV\/\d{4}\/\d{6}/);
  await expectAccessible(page);
  await page.screenshot({ path: `.cache/screens/books-gst-${testInfo.project.name}.png`, fullPage: true });

  const hsnFile = await downloaded(page, 'HSN summary (CSV)');
  expect(hsnFile.name).toMatch(/^gst-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}-hsn\.csv$/);
  expect(hsnFile.text.split('\n')[0]).toBe('HSN,Description,UQC,Total Quantity,Total Value (₹),Rate (%),Taxable value (₹),IGST (₹),CGST (₹),SGST (₹),Cess (₹)');
  expect(hsnFile.text.trim().split('\n').length).toBeGreaterThan(1);
  const b2cs = await downloaded(page, 'B2C sales (CSV)');
  expect(b2cs.text).toMatch(/^Type,Place Of Supply,Supply,Rate \(%\)/);
  expect(b2cs.text).toContain('OE,');
  const docs = await downloaded(page, 'Documents (CSV)');
  expect(docs.text).toContain('Invoices for outward supply,INV/');
  const gstr1 = await downloaded(page, 'GSTR-1 file (JSON)');
  expect(gstr1.name).toMatch(/^GSTR1-\d{6}-24[A-Z0-9]{13}\.json$/);
  expect(JSON.parse(gstr1.text)).toMatchObject({ fp: `${thisMonth().slice(5)}${thisMonth().slice(0, 4)}`, hsn: { hsn_b2c: expect.any(Array) } });

  // Exports.
  const orders = await downloaded(page, 'Orders (CSV)');
  expect(orders.name).toBe('orders.csv');
  expect(orders.text.split('\n')[0]).toMatch(/^Order ID,Placed \(IST\),Status,/);
  expect(orders.text).toMatch(/\nDH-\d{4}-\d{6},/);
  const lines = await downloaded(page, 'Order lines (CSV)');
  expect(lines.text.split('\n')[0]).toMatch(/^Order ID,Placed \(IST\),Order status,Line,Product,/);
  const customers = await downloaded(page, 'Customers (CSV)');
  // Phones begin with '+', which a spreadsheet would read as a formula: escaped.
  expect(customers.text).toMatch(/,'\+91\d{10},/);
  const products = await downloaded(page, 'Products and stock (CSV)');
  expect(products.text.split('\n')[0]).toBe('Product ID,Name,Variant,SKU,Category,Subcategory,HSN,Price (₹),Discount (%),Stock,Hidden');
  expect(products.text.trim().split('\n').length).toBeGreaterThan(10);
  await context.close();
});
