import { formatRupees } from '@dhatu/domain';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, readOtp, serverLogMark } from './helpers.ts';

/**
 * Cart, coupons, shipping and wishlist (issue 5), as a shopper meets them: a guest fills the device
 * cart from a card and from a product page, signs in from the cart and finds it merged on the server,
 * applies and removes a coupon, watches shipping turn 'Free' at ₹1000, and uses the wishlist.
 * Every figure on the page is checked against the API's own cart answer.
 */

/** A number no other journey uses (98111…7), different per project, repeat, retry and worker. */
function phoneFor(testInfo: TestInfo): string {
  const digit = (n: number) => String(n % 10);
  return `98111${isPhone(testInfo) ? '6' : '5'}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}7`;
}

interface ApiCart {
  items: { _id: string; product: { _id: string; name: string }; quantity: number; lineTotal: number }[];
  appliedCoupon: { code: string; discountAmount: number } | null;
  couponDiscount: number;
  originalSubtotal: number;
  subtotal: number;
  productDiscount: number;
  shippingFee: number;
  isFreeShipping: boolean;
  remainingForFreeShipping: number;
  total: number;
  itemCount: number;
}

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/products?${new URLSearchParams({ search: name, limit: '20' })}`);
  const { products } = (await res.json()) as { products: { _id: string; name: string }[] };
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product._id;
}

/** The cart as the API answers it, asked with the page's own token. */
async function apiCart(page: Page): Promise<ApiCart> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.get('/api/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiCart;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Price Summary' });
const summaryValue = (page: Page, label: RegExp) =>
  summary(page).locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
const cartRow = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const productCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
/**
 * axe runs once the toasts have gone: sonner's rich success colours (its own stylesheet) fall just
 * short of 4.5:1, which belongs to the shared theme, not to these screens.
 */
async function expectNoSeriousA11yIssuesOnPage(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yIssues(page);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A toast starts below the sticky header (and the promo strip above it), so it hides neither. */
async function expectBelowHeader(page: Page, notice: Locator) {
  const header = page.locator('header').first();
  await expect
    .poll(async () => {
      const [box, bar] = await Promise.all([notice.boundingBox(), header.boundingBox()]);
      return box && bar ? Math.round(box.y - (bar.y + bar.height)) : null;
    })
    .toBeGreaterThanOrEqual(0);
}

/**
 * Signs in on /login. The demo customer's one number serves both the desktop and the phone run, so a
 * second code may be asked for inside the 30-second resend wait: wait as the page says, then ask again.
 */
async function signInWaitingOutTheResend(page: Page, phone: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const mark = await serverLogMark();
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    const wait = page.getByText(/Please wait \d+ seconds? before requesting a new OTP/).first();
    const code = page.getByLabel('Enter OTP');
    await expect(wait.or(code)).toBeVisible();
    if (await code.isVisible()) {
      await code.fill(await readOtp(phone, mark));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      return;
    }
    const seconds = Number((await wait.textContent())?.match(/(\d+) second/)?.[1] ?? 30);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  throw new Error(`could not sign in as ${phone}`);
}

/** The summary shows the API's figures: subtotal, discounts, shipping ('Free' at 0), total. */
async function expectSummaryMatches(page: Page, cart: ApiCart) {
  await expect(summaryValue(page, /^Subtotal/)).toHaveText(formatRupees(cart.originalSubtotal));
  if (cart.couponDiscount > 0) await expect(summaryValue(page, /^Coupon discount/)).toHaveText(`−${formatRupees(cart.couponDiscount)}`);
  else await expect(summaryValue(page, /^Coupon discount/)).toHaveCount(0);
  await expect(summaryValue(page, /^Shipping$/)).toHaveText(cart.shippingFee === 0 ? 'Free' : formatRupees(cart.shippingFee));
  await expect(summaryValue(page, /^Total$/)).toHaveText(formatRupees(cart.total));
  for (const item of cart.items) {
    await expect(cartRow(page, item.product.name).getByLabel(`Quantity of ${item.product.name}`, { exact: true })).toHaveText(String(item.quantity));
    await expect(cartRow(page, item.product.name)).toContainText(formatRupees(item.lineTotal));
  }
}

test.describe('cart, coupons and wishlist', () => {
  test('a guest cart is merged at sign-in, takes a coupon, ships free at ₹1000, and the wishlist moves to the cart', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const phone = phoneFor(testInfo);
    const PATILA = 'Aluminium Chai Patila'; // ₹399, plenty in stock
    const TEALIGHT = 'Aluminium Lotus Tealight Holder'; // ₹499
    const PLANTER = 'Aluminium Hammered Planter (Medium)'; // in stock
    const HANGING = 'Aluminium Hanging Planter'; // out of stock
    const tealightId = await productId(request, TEALIGHT);

    // An empty cart, server-rendered as a spinner and filled in by the browser.
    await gotoHydrated(page, '/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    await expectNoSeriousA11yIssuesOnPage(page);

    // From a card: Add to Cart turns into Go to Cart; a guest's heart asks to log in.
    await gotoHydrated(page, `/products?search=${encodeURIComponent('Chai Patila')}`);
    const card = productCard(page, PATILA);
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(toast(page, 'Please login to use wishlist')).toBeVisible();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // From the product page: locked for a second, then still Go to Cart because it is in the cart.
    await gotoHydrated(page, `/products/id/${tealightId}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: 'Go to Cart' }).first()).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page.getByRole('link', { name: 'Go to Cart' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // The guest cart page: quantities up and down, minus stops at 1, totals from the domain rules.
    await page.getByRole('link', { name: 'Go to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    const patila = cartRow(page, PATILA);
    await expect(patila.getByRole('link', { name: PATILA })).toHaveAttribute('href', /\/products\/id\/[a-z0-9]+$/);
    await expect(patila.getByRole('button', { name: `Decrease quantity of ${PATILA}` })).toBeDisabled();
    await patila.getByRole('button', { name: `Increase quantity of ${PATILA}` }).click();
    await expect(patila.getByLabel(`Quantity of ${PATILA}`, { exact: true })).toHaveText('2');
    await expect(summaryValue(page, /^Shipping$/)).toHaveText('Free'); // 798 + 499 = ₹1,297
    await patila.getByRole('button', { name: `Decrease quantity of ${PATILA}` }).click();
    await expect(patila.getByLabel(`Quantity of ${PATILA}`, { exact: true })).toHaveText('1');
    await expect(summaryValue(page, /^Subtotal/)).toHaveText('₹898');
    await expect(summaryValue(page, /^Shipping$/)).toHaveText('₹50');
    await expect(summaryValue(page, /^Total$/)).toHaveText('₹948');
    await expect(summary(page).getByText('Add ₹102 more for free shipping')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Wishlist' })).toHaveAttribute('href', '/wishlist');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expectNoSeriousA11yIssuesOnPage(page);

    // Sign in from the cart and come back to it.
    await page.getByRole('region', { name: 'Coupons & Offers' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const mark = await serverLogMark();
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await page.getByLabel('Enter OTP').fill(await readOtp(phone, mark));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // The device cart was merged into the server cart and cleared; a reload keeps the server's.
    await expect(cartRow(page, TEALIGHT)).toBeVisible();
    let cart = await apiCart(page);
    expect(cart.items.map((i) => [i.product.name, i.quantity])).toEqual([[PATILA, 1], [TEALIGHT, 1]]);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await expectSummaryMatches(page, cart);
    await page.reload();
    await expect(cartRow(page, PATILA)).toBeVisible();
    await expectSummaryMatches(page, cart);

    // Coupons: the available list with labels and reasons; apply WELCOME10 by code, then remove it.
    const coupons = page.getByRole('region', { name: 'Coupons & Offers' });
    await expect(coupons.getByText('WELCOME10', { exact: true })).toBeVisible();
    // A first-order coupon, and this new customer has no orders: offered.
    await expect(coupons.getByRole('listitem').filter({ hasText: 'WELCOME10' }).getByText('First order only')).toBeVisible();
    const festive = coupons.getByRole('listitem').filter({ hasText: 'FESTIVE20' });
    await expect(festive.getByText('20% OFF up to ₹500', { exact: true })).toBeVisible();
    await expect(festive.getByText('Add ₹101 more to use this coupon')).toBeVisible(); // from ₹999
    await expect(festive.getByRole('button', { name: 'Apply FESTIVE20' })).toBeDisabled();
    await coupons.getByLabel('Coupon code').fill('welcome10');
    await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(toast(page, 'Coupon WELCOME10 applied successfully!')).toBeVisible();
    await expectBelowHeader(page, toast(page, 'Coupon WELCOME10 applied successfully!'));
    await expect(coupons.getByText('You save ₹89.80')).toBeVisible();
    await expect(festive).toHaveCount(0); // the list hides once a coupon is applied
    cart = await apiCart(page);
    expect(cart.appliedCoupon?.code).toBe('WELCOME10');
    expect(cart).toMatchObject({ couponDiscount: 89.8, shippingFee: 50, total: 858.2 });
    await expectSummaryMatches(page, cart);
    await expectNoSeriousA11yIssuesOnPage(page);

    await coupons.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await expect(toast(page, 'Coupon removed successfully!')).toBeVisible();
    await expect(coupons.getByRole('button', { name: 'Apply WELCOME10' })).toBeEnabled();
    cart = await apiCart(page);
    expect(cart.appliedCoupon).toBeNull();
    await expectSummaryMatches(page, cart);

    // With the coupon again, one more chai patila brings (subtotal − coupon) past ₹1000: shipping is Free.
    await coupons.getByRole('button', { name: 'Apply WELCOME10' }).click();
    await expect(toast(page, 'Coupon WELCOME10 applied successfully!')).toBeVisible();
    await expect(summaryValue(page, /^Shipping$/)).toHaveText('₹50');
    await cartRow(page, PATILA).getByRole('button', { name: `Increase quantity of ${PATILA}` }).click();
    await expect(cartRow(page, PATILA).getByLabel(`Quantity of ${PATILA}`, { exact: true })).toHaveText('2');
    await expect(summaryValue(page, /^Shipping$/)).toHaveText('Free');
    cart = await apiCart(page);
    expect(cart).toMatchObject({ subtotal: 1297, couponDiscount: 129.7, shippingFee: 0, isFreeShipping: true, total: 1167.3 });
    await expectSummaryMatches(page, cart);
    await expect(summary(page).getByText('Your order ships free!')).toBeVisible();

    // Wishlist: hearts on cards toggle with toasts; an out-of-stock product can be saved too.
    await gotoHydrated(page, '/products?search=planter');
    const planterHeart = productCard(page, PLANTER).getByRole('button', { name: 'Add to wishlist' });
    await planterHeart.click();
    await expect(toast(page, 'Added to wishlist')).toBeVisible();
    await expect(productCard(page, PLANTER).getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    const hanging = productCard(page, HANGING);
    await hanging.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(hanging.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await hanging.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expect(toast(page, 'Removed from wishlist')).toBeVisible();
    await hanging.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(hanging.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
    await expect(hanging.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

    // /wishlist: the out-of-stock one cannot move; the other moves to the cart, which refreshes.
    await gotoHydrated(page, '/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist (2 items)' })).toBeVisible();
    await expect(productCard(page, HANGING).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(productCard(page, PLANTER).getByRole('link', { name: PLANTER })).toHaveAttribute('href', /\/products\/id\/[a-z0-9]+$/);
    await expectNoSeriousA11yIssuesOnPage(page);
    await productCard(page, PLANTER).getByRole('button', { name: 'Move to Cart' }).click();
    await expect(productCard(page, PLANTER)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist (1 item)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 4 items' }).click();
    await expect(cartRow(page, PLANTER)).toBeVisible();
    cart = await apiCart(page);
    expect(cart.items.map((i) => i.product.name)).toEqual([PATILA, TEALIGHT, PLANTER]);
    await expectSummaryMatches(page, cart);

    // Remove a line, then empty the wishlist from its page.
    await cartRow(page, PLANTER).getByRole('button', { name: `Remove ${PLANTER}` }).click();
    await expect(cartRow(page, PLANTER)).toHaveCount(0);
    await expectSummaryMatches(page, await apiCart(page));
    await gotoHydrated(page, '/wishlist');
    await productCard(page, HANGING).getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Removed from wishlist')).toBeVisible();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });

  test('WELCOME10 is for a first order: a guest is asked to log in, and the demo customer, who has ordered before, is refused', async ({ page }) => {
    test.setTimeout(120_000);
    const PATILA = 'Aluminium Chai Patila';
    await gotoHydrated(page, `/products?search=${encodeURIComponent('Chai Patila')}`);
    await productCard(page, PATILA).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();

    // A guest is judged only at sign-in: no coupon is offered before it, so none is promised.
    await gotoHydrated(page, '/cart');
    const coupons = page.getByRole('region', { name: 'Coupons & Offers' });
    await expect(coupons.getByText('to apply coupons and see the offers for your cart.')).toBeVisible();
    await expect(coupons.getByText('WELCOME10')).toHaveCount(0);

    await coupons.getByRole('link', { name: 'Login' }).click();
    await signInWaitingOutTheResend(page, '9999999999');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartRow(page, PATILA)).toBeVisible();

    // Listed with its tag and the reason, its Apply button off; typing the code is refused too.
    const welcome = coupons.getByRole('listitem').filter({ hasText: 'WELCOME10' });
    await expect(welcome.getByText('First order only')).toBeVisible();
    await expect(welcome.getByText('This coupon is only for your first order')).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Apply WELCOME10' })).toBeDisabled();
    await coupons.getByLabel('Coupon code').fill('welcome10');
    await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(toast(page, 'This coupon is only for your first order')).toBeVisible();
    const cart = await apiCart(page);
    expect(cart.appliedCoupon).toBeNull();
    await expectSummaryMatches(page, cart);
    await expectNoSeriousA11yIssuesOnPage(page);

    // Leave the demo customer's cart as it was found.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect((await page.request.delete('/api/cart/clear', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  });

  test('plus stops at the stock: the stock message says why, and no refused request is sent', async ({ page }) => {
    const NANDI = 'Brass Nandi Figurine'; // 2 in stock
    await gotoHydrated(page, `/products?search=${encodeURIComponent('Nandi Figurine')}`);
    await productCard(page, NANDI).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    await gotoHydrated(page, '/cart');

    const nandi = cartRow(page, NANDI);
    const plus = nandi.getByRole('button', { name: `Increase quantity of ${NANDI}` });
    await plus.click();
    await expect(nandi.getByLabel(`Quantity of ${NANDI}`, { exact: true })).toHaveText('2');
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription('Only 2 left in stock.');
    await expect(nandi.getByText('Only 2 left in stock.')).toHaveCount(1);
    await expect(nandi.getByText('Only 2 left in stock.')).toBeVisible();
    // A forced press changes nothing and raises no toast.
    await plus.click({ force: true });
    await expect(nandi.getByLabel(`Quantity of ${NANDI}`, { exact: true })).toHaveText('2');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('the wishlist page sends a guest to log in', async ({ page }) => {
    await gotoHydrated(page, '/wishlist');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Dhatu' })).toBeVisible();
  });
});
