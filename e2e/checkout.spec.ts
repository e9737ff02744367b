import { execFileSync } from 'node:child_process';
import { formatIndianPhone, formatRupees } from '@dhatu/domain';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { addToCart, expectNoSeriousA11yIssues, gotoHydrated, isPhone, readOtp, serverLogMark, signInOnLoginPage } from './helpers.ts';

/**
 * Checkout and orders (issue 7), as a shopper meets them on a desktop and on a phone: sign in, fill
 * the cart from product pages, check out with a new address (meeting a validation message first),
 * land on 'Order Confirmed!', follow the countdown's link to the confirmation, find the order in
 * My Orders, open it, download its invoice and cancel it; then a second order to the saved address.
 */

/** A number no other journey uses (98333…), different per project, repeat, retry and worker. */
function phoneFor(testInfo: TestInfo): string {
  const digit = (n: number) => String(n % 10);
  return `98333${isPhone(testInfo) ? '6' : '5'}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}3`;
}

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/products?${new URLSearchParams({ search: name, limit: '20' })}`);
  const { products } = (await res.json()) as { products: { _id: string; name: string }[] };
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product._id;
}

async function signIn(page: Page, phone: string) {
  await gotoHydrated(page, '/login');
  await signInOnLoginPage(page, phone);
}

/** The field has the focus and shows whole in the viewport, below the sticky site header. */
async function expectFocusedBelowHeader(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport({ ratio: 1 });
  const header = await page.getByRole('banner').boundingBox();
  const box = await field.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place Order/ }).locator('visible=true');

/** An admin's bearer header, signed in through the API (ADMIN_PHONES makes 9000000003/4 admins on the test server). */
async function adminHeaders(request: APIRequestContext, phone: string): Promise<Record<string, string>> {
  const mark = await serverLogMark();
  expect((await request.post('/api/auth/otp/send', { data: { phone } })).status()).toBe(200);
  const verified = await request.post('/api/auth/otp/verify', { data: { phone, code: await readOtp(phone, mark) } });
  expect(verified.status()).toBe(200);
  return { authorization: `Bearer ${((await verified.json()) as { token: string }).token}` };
}

test.describe('checkout and orders', () => {
  test('cash on delivery with a new address and a saved one; confirmation, My Orders, invoice and cancellation', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const phone = phoneFor(testInfo);
    const PATILA = 'Aluminium Chai Patila';
    const TEALIGHT = 'Aluminium Lotus Tealight Holder';
    const [patilaId, tealightId] = await Promise.all([productId(request, PATILA), productId(request, TEALIGHT)]);

    // Checkout is signed-in only.
    await gotoHydrated(page, '/checkout');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, phone);
    // An empty cart sends checkout back to the cart.
    await expect(page).toHaveURL(/\/cart$/);

    await addToCart(page, patilaId);
    await addToCart(page, tealightId);
    await gotoHydrated(page, '/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

    // The summary has the cart's totals: ₹399 + ₹499 = ₹898, shipping ₹50, total ₹948.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(PATILA)).toBeVisible();
    await expect(summary.getByText(TEALIGHT)).toBeVisible();
    await expect(summary.getByText('₹948').first()).toBeVisible();

    // No saved address yet: a new one. Payment: COD chosen, online disabled.
    await expect(page.getByRole('radio', { name: 'Add a new address' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Online Payment/ })).toBeDisabled();
    await expect(page.getByText('(temporarily under maintenance)')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Country')).toHaveValue('India');

    // The button is pressable from the start (issue 21): an empty submit says what is wrong under
    // each field, and the focus lands on the first one, visible below the sticky header.
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await expect(placeOrderButton(page)).toBeEnabled();
    await placeOrderButton(page).click();
    await expect(page.getByText('Please fill all required address fields correctly')).toBeVisible();
    for (const message of ['House number is required', 'Street is required', 'City is required', 'State is required', 'Valid 6-digit pincode is required']) {
      await expect(shipping.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Your Details' }).getByText('Please enter your name')).toBeVisible();
    await expectFocusedBelowHeader(page, shipping.getByLabel('House number'));
    await expectNoSeriousA11yIssues(page);

    await shipping.getByLabel('City').fill('Jaipur');
    await shipping.getByLabel('Pincode').fill('30a2001x9');
    await expect(shipping.getByLabel('Pincode')).toHaveValue('302001');
    await page.getByLabel('Your name').fill('Asha Verma');
    await expect(page.getByText('Please enter your name')).toHaveCount(0);

    // Submitting with fields still missing shows the messages again.
    await placeOrderButton(page).click();
    await expect(page.getByText('Please fill all required address fields correctly')).toBeVisible();
    await expect(shipping.getByText('House number is required')).toBeVisible();
    await expect(shipping.getByText('Street is required')).toBeVisible();
    await expect(shipping.getByText('State is required')).toBeVisible();
    await expect(shipping.getByText('City is required')).toHaveCount(0);

    await shipping.getByLabel('House number').fill('12 Haveli Lane');
    await expect(shipping.getByText('House number is required')).toHaveCount(0);
    await shipping.getByLabel('Street').fill('Johari Bazaar');
    await shipping.getByLabel('Area / Locality').fill('Pink City');
    await shipping.getByLabel('State').selectOption('Rajasthan');
    await expect(page.getByLabel('Save this address')).toBeChecked();

    // Ordering for someone else: each receiver field says what is wrong when the shopper leaves it.
    await page.getByLabel("I'm ordering for someone else").check();
    await page.getByLabel("Receiver's name").focus();
    await page.getByLabel("Receiver's name").blur();
    await expect(page.getByText("Please enter receiver's name")).toBeVisible();
    await page.getByLabel("Receiver's phone").fill('98765');
    await page.getByLabel("Receiver's phone").blur();
    await expect(page.getByText('Enter valid 10-digit phone number')).toBeVisible();
    await page.getByLabel("Receiver's name").fill('Meera Verma');
    await expect(page.getByText("Please enter receiver's name")).toHaveCount(0);
    await page.getByLabel("Receiver's phone").fill('98-7654-3210 55');
    await expect(page.getByLabel("Receiver's phone")).toHaveValue('9876543210');
    await expect(page.getByText('Enter valid 10-digit phone number')).toHaveCount(0);

    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/payment\/status\/DH-\d{4}-\d+$/);
    const orderId = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText('₹948')).toBeVisible();
    await expect(page.getByText(/Redirecting to your order confirmation in \d seconds?/)).toBeVisible();
    // Stay Here stops the countdown; the cart badge is empty again.
    await page.getByRole('button', { name: 'Stay Here' }).click();
    await expect(page.getByText(/Redirecting to your order confirmation/)).toHaveCount(0);
    await page.waitForTimeout(5500);
    await expect(page).toHaveURL(/\/payment\/status\//);

    // The confirmation.
    await page.getByRole('link', { name: 'View Order Confirmation' }).click();
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${orderId}$`));
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByText('Cash on Delivery')).toBeVisible();
    await expect(page.getByText('Meera Verma')).toBeVisible();
    // Phones read one way everywhere (issue 21): '+91 98333 5…', never '+9198333…'.
    const main = page.getByRole('main');
    await expect(main.getByText(formatIndianPhone(phone), { exact: true })).toBeVisible();
    await expect(main.getByText('+91 98765 43210', { exact: true })).toBeVisible();
    await expect(main).not.toContainText(/\+91\d{10}/);
    await expect(page.getByRole('heading', { name: "What's Next?" })).toBeVisible();
    await expect(page.getByText('3-7 business days')).toBeVisible();
    await expect(page.getByRole('link', { name: PATILA })).toHaveAttribute('href', `/products/id/${patilaId}`);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');

    // My Orders.
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('Track and manage your orders')).toBeVisible();
    const card = page.getByRole('article', { name: `Order ${orderId}` });
    // Two statuses, each saying what it is of, to the eye and to a screen reader.
    await expect(card.getByText('Order: Pending', { exact: true })).toBeVisible();
    await expect(card.getByText('Payment: Pending', { exact: true })).toBeVisible();
    await expect(card.getByText('Order:', { exact: true })).toBeVisible();
    await expect(card.getByText('₹948')).toBeVisible();
    await expect(card.getByText('2 items')).toBeVisible();
    await expect(card.getByRole('link', { name: `${PATILA}, quantity 1` })).toHaveAttribute('href', `/products/id/${patilaId}`);

    // Details: invoice download, then cancel with confirmation.
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByRole('main').getByText(formatIndianPhone(phone), { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\+91\d{10}/);
    await expect(page.getByText('Order: Pending', { exact: true })).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invoice' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d+\.pdf$/);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Order' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Order cancelled' }).first()).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    // The invoice keeps its number and says it was cancelled, on the page and in the PDF.
    const note = page.getByText(/^Invoice INV\/\d{4}\/\d{6} was cancelled on \d{1,2} \w+ \d{4}; its PDF is marked CANCELLED\.$/);
    await expect(note).toBeVisible();
    const cancelledDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invoice' }).click();
    const pdfPath = await (await cancelledDownload).path();
    const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(pdfText).toContain('CANCELLED');
    // The shop's and the buyer's phones as everywhere else; amounts keep their paise on a tax invoice.
    expect(pdfText).toContain('+91 98765 43210');
    expect(pdfText).toContain(`Phone: ${formatIndianPhone(phone)}`);
    expect(pdfText).toContain('₹948.00');
    expect(pdfText).toMatch(new RegExp(`This invoice was cancelled on \\d{1,2} \\w+ \\d{4}, with order ${orderId}\\.`));

    // A second order, to the address saved with the first.
    await addToCart(page, patilaId);
    await gotoHydrated(page, '/checkout');
    const saved = page.getByRole('radio', { name: /^Home: 12 Haveli Lane, Johari Bazaar/ });
    await expect(saved).toBeChecked();
    await expect(page.getByLabel('Your name')).toHaveValue('Asha Verma');
    await expect(placeOrderButton(page)).toBeEnabled();
    await placeOrderButton(page).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    const secondId = decodeURIComponent(page.url().split('/').pop()!);
    expect(secondId).not.toBe(orderId);
    // Left alone, the countdown goes to the confirmation.
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${secondId}$`), { timeout: 9_000 });
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByText(formatRupees(449))).toBeVisible();

    await gotoHydrated(page, '/orders');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Order ${secondId}`);
  });

  test('a price changed after the shopper saw the total: the new total is shown and confirmed, then placed at it', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const SPOONS = 'Sheesham Wood Spoon Set';
    const spoonsId = await productId(request, SPOONS);
    const admin = await adminHeaders(request, isPhone(testInfo) ? '9000000004' : '9000000003');
    const setPrice = async (price: number) => {
      const res = await request.patch(`/api/admin/products/${spoonsId}`, { headers: admin, data: { price } });
      expect(res.status(), await res.text()).toBe(200);
    };

    await signIn(page, phoneFor(testInfo).replace(/3$/, '4'));
    await addToCart(page, spoonsId);
    await gotoHydrated(page, '/checkout');
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await shipping.getByLabel('House number').fill('7 Temple Street');
    await shipping.getByLabel('Street').fill('MG Road');
    await shipping.getByLabel('Area / Locality').fill('Devaraja Mohalla');
    await shipping.getByLabel('City').fill('Mysuru');
    await shipping.getByLabel('State').selectOption('Karnataka');
    await shipping.getByLabel('Pincode').fill('570001');
    await page.getByLabel('Your name').fill('Kavya Rao');
    // ₹399 and ₹50 shipping.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('₹449').first()).toBeVisible();

    try {
      // The owner raises the price while the shopper is looking at ₹449.
      await setPrice(450);
      await placeOrderButton(page).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Prices have changed' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Your total is now ₹500 (was ₹449)');
      await expect(summary.getByText('₹500').first()).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      const confirm = page.getByRole('button', { name: /^Confirm Order/ }).locator('visible=true');
      if (!isPhone(testInfo)) await expect(confirm).toHaveText(/Confirm Order · ₹500/);

      await confirm.click();
      await expect(page).toHaveURL(/\/payment\/status\/DH-\d{4}-\d+$/);
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByText('₹500')).toBeVisible();
    } finally {
      await setPrice(399);
    }
  });
});
