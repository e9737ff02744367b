import { formatRupees } from '@dhatu/domain';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { gotoHydrated, isPhone, readOtp, serverLogMark } from './helpers.ts';

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
  const mark = await serverLogMark();
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'GET OTP' }).click();
  await page.getByLabel('Enter OTP').fill(await readOtp(phone, mark));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function addToCart(page: Page, id: string) {
  await gotoHydrated(page, `/products/id/${id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Go to Cart' }).first()).toBeVisible();
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place Order/ }).locator('visible=true');

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

    // The button waits for a city, a pincode and a name.
    await expect(placeOrderButton(page)).toBeDisabled();
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await shipping.getByLabel('City').fill('Jaipur');
    await shipping.getByLabel('Pincode').fill('30a2001x9');
    await expect(shipping.getByLabel('Pincode')).toHaveValue('302001');
    await page.getByLabel('Your name').fill('Asha Verma');
    await expect(placeOrderButton(page)).toBeEnabled();

    // Submitting with missing fields shows the checkout messages.
    await placeOrderButton(page).click();
    await expect(page.getByText('Please fill all required address fields correctly')).toBeVisible();
    await expect(shipping.getByText('House number is required')).toBeVisible();
    await expect(shipping.getByText('Street is required')).toBeVisible();
    await expect(shipping.getByText('State is required')).toBeVisible();

    await shipping.getByLabel('House number').fill('12 Haveli Lane');
    await expect(shipping.getByText('House number is required')).toHaveCount(0);
    await shipping.getByLabel('Street').fill('Johari Bazaar');
    await shipping.getByLabel('Area / Locality').fill('Pink City');
    await shipping.getByLabel('State').fill('Rajasthan');
    await expect(page.getByLabel('Save this address')).toBeChecked();

    // Ordering for someone else: the receiver must be valid before the button wakes up.
    await page.getByLabel("I'm ordering for someone else").check();
    await expect(placeOrderButton(page)).toBeDisabled();
    await page.getByLabel("Receiver's name").fill('Meera Verma');
    await page.getByLabel("Receiver's phone").fill('98-7654-3210 55');
    await expect(page.getByLabel("Receiver's phone")).toHaveValue('9876543210');
    await expect(placeOrderButton(page)).toBeEnabled();

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
    await expect(card.getByText('Pending').first()).toBeVisible();
    await expect(card.getByText('₹948')).toBeVisible();
    await expect(card.getByText('2 items')).toBeVisible();
    await expect(card.getByRole('link', { name: `${PATILA}, quantity 1` })).toHaveAttribute('href', `/products/id/${patilaId}`);

    // Details: invoice download, then cancel with confirmation.
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
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
});
