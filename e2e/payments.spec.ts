import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addToCart, expectNoSeriousA11yIssues, gotoHydrated, isPhone, signIn, signInOnLoginPage } from './helpers.ts';
import { paymentsShopFor } from './shops.ts';

/**
 * Online payment (issue 8), on the project's payments shop (e2e/shops.ts) — online payment switched on
 * through the built-in sandbox, whose hosted page has Pay, Fail and Cancel. A shopper pays and lands
 * on 'Payment Successful!'; fails, sees the stock come back and tries again; cancels; and checks a
 * payment still pending from the order page with Verify Payment.
 */

// This project's online-payments shop (e2e/shops.ts), its address and its log.
const paymentsShop = () => paymentsShopFor(test.info().project.name);
// eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; the address needs only testInfo
test.use({ baseURL: async ({}, use, testInfo) => use(paymentsShopFor(testInfo.project.name).url) });

const PATILA = 'Aluminium Chai Patila';
const TEALIGHT = 'Aluminium Lotus Tealight Holder';

/** A number no other journey uses (98444…): one per test, project, repeat, retry and worker. */
function phoneFor(testInfo: TestInfo, journey: number): string {
  const digit = (n: number) => String(n % 10);
  return `98444${journey}${isPhone(testInfo) ? '6' : '5'}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}`;
}

async function productByName(request: APIRequestContext, name: string): Promise<{ _id: string; stock: number }> {
  const res = await request.get(`/api/products?${new URLSearchParams({ search: name, limit: '20' })}`);
  const { products } = (await res.json()) as { products: { _id: string; name: string }[] };
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return { _id: product._id, stock: await stockOf(request, product._id) };
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/api/products/${id}`);
  const body = (await res.json()) as { stock?: number; product?: { stock: number } };
  return body.stock ?? body.product!.stock;
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place Order/ }).locator('visible=true');

/** On /checkout: a new address the first time, the saved one after; online payment; off to the sandbox. */
async function payOnline(page: Page, { firstTime = false } = {}): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  if (firstTime) {
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await shipping.getByLabel('House number').fill('7 Kansara Pol');
    await shipping.getByLabel('Street').fill('Manek Chowk');
    await shipping.getByLabel('Area / Locality').fill('Old City');
    await shipping.getByLabel('City').fill('Ahmedabad');
    await shipping.getByLabel('State').selectOption('Gujarat');
    await shipping.getByLabel('Pincode').fill('380001');
    await page.getByLabel('Your name').fill('Kavya Shah');
  }
  const online = page.getByRole('radio', { name: /Online Payment/ });
  await expect(online).toBeEnabled();
  await online.check();
  await expect(placeOrderButton(page)).toBeEnabled();
  await placeOrderButton(page).click();
  // The shop's hosted sandbox page, where the order's amount is shown.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  const pending = await page.evaluate(() => window.localStorage.getItem('pendingOrderId'));
  expect(pending).toMatch(/^DH-\d{4}-\d+$/);
  return pending!;
}

test.describe('online payment through the sandbox', () => {
  test('pay: Payment Successful!, the countdown, and a paid order', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const patila = await productByName(request, PATILA);

    await signIn(page, phoneFor(testInfo, 1), paymentsShop().log);
    await addToCart(page, patila._id);
    await gotoHydrated(page, '/checkout');
    await expect(page.getByText('Secure checkout · Cash on delivery or online payment')).toBeVisible();
    const orderId = await payOnline(page, { firstTime: true });
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText('₹449').first()).toBeVisible();

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/status/);
    const status = page.getByRole('status').filter({ hasText: 'Payment Successful!' });
    await expect(status.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText('Online Payment')).toBeVisible();
    await expect(page.getByText(/Redirecting to your order confirmation in \d seconds?/)).toBeVisible();
    await page.getByRole('button', { name: 'Stay Here' }).click();
    await expect(page.getByText(/Redirecting to your order confirmation/)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    // The page has settled: this device no longer waits for the payment.
    expect(await page.evaluate(() => window.localStorage.getItem('pendingOrderId'))).toBeNull();
    // The stock stays taken.
    expect(await stockOf(request, patila._id)).toBe(patila.stock - 1);

    await page.getByRole('link', { name: 'View Order Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    const payment = page.getByRole('region', { name: 'Payment Information' });
    await expect(payment.getByText('Online Payment')).toBeVisible();
    await expect(payment.getByText('Paid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify Payment' })).toHaveCount(0);
    // Paid, so invoiced.
    await expect(page.getByRole('button', { name: 'Download Invoice' })).toBeVisible();

    // Left alone, the countdown goes to the confirmation.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${orderId}$`), { timeout: 9_000 });
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  });

  test('fail: Payment Failed, the stock comes back, Try Again refills checkout; then cancel', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const tealight = await productByName(request, TEALIGHT);

    await signIn(page, phoneFor(testInfo, 2), paymentsShop().log);
    await addToCart(page, tealight._id);
    await gotoHydrated(page, '/checkout');
    const failedId = await payOnline(page, { firstTime: true });
    // Placing the order reserved the stock.
    expect(await stockOf(request, tealight._id)).toBe(tealight.stock - 1);

    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Your order was not placed and you have not been charged.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    await expectNoSeriousA11yIssues(page);
    // Released: the stock is back, and the product page says so.
    expect(await stockOf(request, tealight._id)).toBe(tealight.stock);

    // The failed order is cancelled, its payment Failed, and it can still be checked.
    await gotoHydrated(page, `/orders/${failedId}`);
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Information' }).getByText('Failed')).toBeVisible();
    await page.goBack();

    // Try Again puts the items back and opens checkout.
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(TEALIGHT)).toBeVisible();

    // This time: cancel on the payment page.
    const cancelledId = await payOnline(page);
    expect(cancelledId).not.toBe(failedId);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(await stockOf(request, tealight._id)).toBe(tealight.stock);
    await gotoHydrated(page, `/orders/${cancelledId}`);
    await expect(page.getByText('Cancelled').first()).toBeVisible();
  });

  test('pending: Payment Processing, Verify Payment on the order page, error returns', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const patila = await productByName(request, PATILA);

    await signIn(page, phoneFor(testInfo, 3), paymentsShop().log);
    await addToCart(page, patila._id);
    await gotoHydrated(page, '/checkout');
    const orderId = await payOnline(page, { firstTime: true });
    const paymentUrl = page.url();

    // Back at the shop without paying: the payment is still pending and is re-checked.
    await gotoHydrated(page, `/payment/status?orderId=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(page.getByText(/Last checked/)).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // The order page offers Verify Payment; still pending, the server's message says so.
    await gotoHydrated(page, `/orders/${orderId}`);
    const verify = page.getByRole('button', { name: 'Verify Payment' });
    await expect(verify).toBeVisible();
    // No invoice until the payment is confirmed.
    await expect(page.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);
    await verify.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your payment is still being processed. Please check again in a moment.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Information' }).getByText('Pending')).toBeVisible();

    // Paid meanwhile (in another tab); Verify Payment now confirms it.
    const other = await page.context().newPage();
    await other.goto(paymentUrl);
    await other.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(other.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await other.close();
    await verify.click();
    await expect(page.getByText('Payment verified successfully!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Information' }).getByText('Paid')).toBeVisible();
    await expect(verify).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download Invoice' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // Returns the shop could not accept.
    await gotoHydrated(page, `/payment/status?orderId=${orderId}&error=invalid_signature`);
    await expect(page.getByRole('heading', { name: 'Security Check Failed' })).toBeVisible();
    await gotoHydrated(page, '/payment/status?error=order_not_found');
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await gotoHydrated(page, '/payment/status?orderId=x&error=processing_failed');
    await expect(page.getByRole('heading', { name: 'Payment Processing Issue' })).toBeVisible();
    await gotoHydrated(page, '/payment/status');
    await expect(page.getByText('No order ID provided')).toBeVisible();

    // Only the shop's own words: whatever a link carries in `details` (or any other parameter) is never shown.
    const planted = 'Your refund is ready, reply YES to claim it';
    const script = '<script>window.__planted = 1</script><img src=x onerror="window.__planted = 2">';
    for (const query of [
      `orderId=${orderId}&error=verification_failed&details=${encodeURIComponent(planted)}`,
      `error=processing_failed&details=${encodeURIComponent(script)}&message=${encodeURIComponent(planted)}`,
      `orderId=${orderId}&details=${encodeURIComponent(planted)}`,
    ]) {
      await gotoHydrated(page, `/payment/status?${query}`);
      await expect(page.getByRole('status').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(planted)).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(/<script|onerror|refund is ready/);
      expect(await page.evaluate(() => (window as unknown as { __planted?: number }).__planted)).toBeUndefined();
    }
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    // Signed out, the page asks to sign in and then comes back to it — where another customer
    // does not get to see this order.
    const guest = await browser.newContext({ baseURL: paymentsShop().url });
    const guestPage = await guest.newPage();
    await gotoHydrated(guestPage, `/payment/status/${orderId}`);
    await expect(guestPage).toHaveURL(/\/login$/);
    await signInOnLoginPage(guestPage, phoneFor(testInfo, 4), paymentsShop().log);
    await expect(guestPage).toHaveURL(new RegExp(`/payment/status/${orderId}$`));
    await expect(guestPage.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await guest.close();
  });
});
