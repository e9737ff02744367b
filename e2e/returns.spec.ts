import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, newDevice, openSection, signIn } from './helpers.ts';

/**
 * Returns (issue 23), on a desktop and on a phone: a customer's delivered cash-on-delivery order →
 * on its page, a return of one line with a photo and the repacking video and a UPI ID for the
 * refund → the owner, in the console's Returns queue, approves it with pickup instructions, marks
 * it received (back to stock), refunds it and marks the UPI transfer paid → the customer sees
 * "Refunded" and downloads the credit note, a PDF that names itself and the invoice.
 *
 * ADMIN_PHONES makes 9000000011/12 admins on the test shops (e2e/start-shops.ts).
 */
const adminPhone = (testInfo: TestInfo) => (isPhone(testInfo) ? '9000000012' : '9000000011');
function customerPhone(testInfo: TestInfo): string {
  const digit = (n: number) => String(n % 10);
  return `98556${isPhone(testInfo) ? '2' : '1'}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}7`;
}
const VIDEO = join(import.meta.dirname, '../apps/api/src/test/fixtures/repacking.mp4');
const PIECE = 'Aluminium Chai Patila';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
async function expectAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yIssues(page);
}

test('a return with a photo and the video, approved, received, refunded; the customer downloads the credit note', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const phone = customerPhone(testInfo);
  const customer = await newDevice(browser, testInfo);
  const owner = await newDevice(browser, testInfo);
  const page = await customer.newPage();
  const console_ = await owner.newPage();

  // A delivered cash-on-delivery order (placed and delivered through the API: not what this is about).
  const { token } = await signIn(page, phone);
  const auth = { Authorization: `Bearer ${token}` };
  const { token: adminToken } = await signIn(console_, adminPhone(testInfo));
  const admin = { Authorization: `Bearer ${adminToken}` };
  const found = await (await page.request.get(`/api/products?search=${encodeURIComponent(PIECE)}&limit=5`)).json() as { products: { _id: string; name: string }[] };
  const productId = found.products.find((p) => p.name === PIECE)!._id;
  expect((await page.request.post('/api/cart', { headers: auth, data: { productId, quantity: 2 } })).ok()).toBe(true);
  const placed = await page.request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': `returns-e2e-${phone}-${Date.now()}` },
    data: {
      shippingAddress: { houseNumber: '21 Lake View', street: 'MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' },
      billingAddressSameAsShipping: true, paymentMethod: 'COD', userName: 'Meera Returns-Test',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json() as { _id: string; orderId: string; invoiceNumber: string };
  for (const data of [{ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV55501234' }, { status: 'delivered' }]) {
    const moved = await console_.request.post(`/api/admin/orders/${order._id}/status`, { headers: admin, data });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The customer asks on the order's page.
  await gotoHydrated(page, `/orders/${order.orderId}`);
  const section = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(section.getByText(/^Ask by /)).toBeVisible();
  await section.getByRole('button', { name: 'Return or exchange' }).click();
  await section.getByRole('checkbox', { name: PIECE }).check();
  await section.getByLabel(/^How many/).selectOption('1');
  await section.getByRole('radio', { name: 'Damaged in transit' }).check();
  await section.getByRole('radio', { name: /^Refund/ }).check();
  await section.getByRole('radio', { name: 'UPI', exact: true }).check();
  await section.getByLabel('UPI ID').fill('meera.r@okicici');
  const dir = mkdtempSync(join(tmpdir(), 'dhatu-returns-'));
  const photo = join(dir, 'dent.png');
  writeFileSync(photo, await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b0885a' } }).png().toBuffer());
  await section.getByLabel('Add photos').setInputFiles(photo);
  await section.getByLabel('Choose the video').setInputFiles(VIDEO);
  await expect(section.getByText('repacking.mp4')).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Send request' }).click();
  const card = section.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Return RET-/ }) }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Requested').first()).toBeVisible();
  await expect(card.getByText('UPI me•••@okicici')).toBeVisible();
  const returnNumber = (await card.getByRole('heading', { name: /^Return RET-/ }).textContent())!.replace(/^Return /, '').trim();

  // The owner takes it through the console.
  await gotoHydrated(console_, '/admin');
  await openSection(console_, testInfo, 'Returns');
  await console_.getByLabel('Search returns').fill(returnNumber);
  await console_.getByLabel('Search returns').press('Enter');
  await console_.getByRole('link', { name: returnNumber }).first().click();
  await expect(console_.getByRole('heading', { level: 1, name: new RegExp(returnNumber) })).toBeVisible();
  await expect(console_.locator('video')).toHaveCount(1);
  await expect(console_.getByText('UPI meera.r@okicici')).toBeVisible();
  await expectAccessible(console_);
  await console_.getByLabel('Instructions for the customer').fill('Our courier picks it up on Monday, 10 am to 2 pm.');
  await console_.getByRole('button', { name: 'Approve return' }).click();
  await expect(console_.getByRole('button', { name: 'Mark received' })).toBeVisible();
  await expect(console_.getByLabel(`${PIECE}: back to stock`)).toHaveValue('1');
  await console_.getByRole('button', { name: 'Mark received' }).click();
  const refund = console_.getByRole('button', { name: /^Refund ₹/ });
  await expect(refund).toBeVisible();
  await refund.click();
  await console_.getByRole('alertdialog').getByRole('button', { name: /^Refund ₹/ }).click();
  await console_.getByLabel('Transfer reference (UTR)').fill('UTR202611280001');
  await console_.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(console_.getByText(/Nothing more to do/)).toBeVisible();
  await expect(console_.getByText('UPI me•••@okicici').first()).toBeVisible();
  await expect(toast(console_, /./)).toBeVisible();

  // The customer sees it refunded and downloads the credit note.
  await gotoHydrated(page, `/orders/${order.orderId}`);
  const done = page.getByRole('region', { name: 'Returns and exchanges' }).getByRole('article').first();
  await expect(done.getByText('Refunded').first()).toBeVisible();
  await expect(done.getByText('Our courier picks it up on Monday, 10 am to 2 pm.').first()).toBeVisible();
  await expect(done.getByText('UTR202611280001', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('button', { name: 'Download credit note' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(order.invoiceNumber);
  expect(text).toContain(PIECE);

  await customer.close();
  await owner.close();
});
