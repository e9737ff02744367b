import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, signInOnLoginPage } from './helpers.ts';

/**
 * Products with sizes and finishes (issue 26), on a desktop and on a phone: a sold-out combination,
 * a shared ?variant= link rendered by the server, two variants of one product in the cart (carried
 * from the guest cart through sign-in), and an order and its invoice naming the variant.
 */
const DIYA = 'Brass Panchmukhi Diya';

interface Variant { _id: string; values: string[]; stock: number; discountedPrice: number }

/** A number no other journey uses (98334…), different per project, repeat, retry and worker. */
function phoneFor(testInfo: TestInfo): string {
  const digit = (n: number) => String(n % 10);
  return `98334${isPhone(testInfo) ? '6' : '5'}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}7`;
}

async function diya(request: APIRequestContext): Promise<{ _id: string; variants: Variant[] }> {
  const { products } = (await (await request.get(`/api/products?${new URLSearchParams({ search: DIYA, limit: '20' })}`)).json()) as {
    products: { _id: string; name: string; variants: Variant[] }[];
  };
  const product = products.find((p) => p.name === DIYA);
  if (!product) throw new Error(`no product named ${DIYA}`);
  return product;
}

const option = (page: Page, value: string) => page.getByRole('button', { name: new RegExp(`^${value}( \\(sold out\\))?$`) });

test.describe('variants', () => {
  test('sold-out combination, shared link, two variants in the cart, order and invoice naming them', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const product = await diya(request);
    const byLabel = new Map(product.variants.map((v) => [v.values.join(' / '), v]));
    const largeAntique = byLabel.get('Large / Antique')!;
    const largePolished = byLabel.get('Large / Polished')!;
    expect(largePolished.stock).toBe(0);

    // The page asks for a choice first; the card price said 'From'.
    await gotoHydrated(page, `/products?search=${encodeURIComponent('Panchmukhi')}`);
    await expect(page.getByRole('article').filter({ hasText: DIYA }).getByText('From', { exact: true })).toBeVisible();
    await gotoHydrated(page, `/products/id/${product._id}`);
    await expect(page.getByRole('button', { name: 'Please choose a size' })).toBeDisabled();
    await option(page, 'Large').click();
    await expect(page.getByRole('button', { name: 'Please choose a finish' })).toBeDisabled();
    // Large / Polished is sold out: struck through and said so, not hidden.
    await expect(page.getByRole('button', { name: 'Polished (sold out)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Polished (sold out)' })).toHaveCSS('text-decoration-line', 'line-through');
    await option(page, 'Polished').click();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${largePolished._id}$`));
    await expect(page.getByRole('main').getByRole('button', { name: 'Out of Stock' }).first()).toBeDisabled();
    await expectNoSeriousA11yIssues(page);

    // The choice is the URL: Large / Antique, then Add to Cart as a guest.
    await option(page, 'Antique').click();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${largeAntique._id}$`));
    await expect(page.getByRole('main').getByText(`₹${largeAntique.discountedPrice.toLocaleString('en-IN')}`).first()).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Cart' }).first()).toBeVisible();

    // A shared link opens on the same choice, rendered by the server before any script runs.
    const shared = `/products/id/${product._id}?variant=${largePolished._id}`;
    const html = await (await request.get(shared)).text();
    expect(html).toMatch(/aria-pressed="true"[^>]*>Large</);
    expect(html).toContain('"@type":"ProductGroup"');
    await gotoHydrated(page, shared);
    await expect(option(page, 'Large')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Polished (sold out)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('button', { name: 'Out of Stock' }).first()).toBeDisabled();

    // A second variant of the same product is a second line.
    await option(page, 'Small').click();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Cart' }).first()).toBeVisible();
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('article', { name: `${DIYA} — Large / Antique` })).toBeVisible();
    await expect(page.getByRole('article', { name: `${DIYA} — Small / Polished` })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // Signing in merges the guest cart with its variants.
    await gotoHydrated(page, '/login');
    await signInOnLoginPage(page, phoneFor(testInfo));
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('article', { name: `${DIYA} — Large / Antique` })).toBeVisible();
    await expect(page.getByRole('article', { name: `${DIYA} — Small / Polished` })).toBeVisible();

    await gotoHydrated(page, '/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(`${DIYA} — Large / Antique`)).toBeVisible();
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await shipping.getByLabel('House number').fill('7 Temple Street');
    await shipping.getByLabel('Street').fill('Car Street');
    await shipping.getByLabel('Area / Locality').fill('Mylapore');
    await shipping.getByLabel('City').fill('Chennai');
    await shipping.getByLabel('State').selectOption('Tamil Nadu');
    await shipping.getByLabel('Pincode').fill('600004');
    await page.getByLabel('Your name').fill('Lakshmi Iyer');
    await page.getByRole('button', { name: /^Place Order/ }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/payment\/status\/DH-\d{4}-\d+$/);
    const orderId = decodeURIComponent(page.url().split('/').pop()!);

    // The order and its invoice name each variant.
    await gotoHydrated(page, `/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByRole('main').getByText(`${DIYA} — Large / Antique`).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(`${DIYA} — Small / Polished`).first()).toBeVisible();
    // Each line links to its own choice, so buying it again starts where it was.
    await expect(page.getByRole('main').getByRole('link', { name: `${DIYA} — Large / Antique` }))
      .toHaveAttribute('href', `/products/id/${product._id}?variant=${largeAntique._id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invoice' }).click();
    const pdfText = execFileSync('pdftotext', ['-raw', await (await download).path(), '-'], { encoding: 'utf8' });
    expect(pdfText.replace(/\s+/g, ' ')).toContain(`${DIYA} — Large / Antique`);
    expect(pdfText.replace(/\s+/g, ' ')).toContain(`${DIYA} — Small / Polished`);
    await expectNoSeriousA11yIssues(page);

    // Cancelled, so the stock other journeys read is as it was.
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel Order' }).getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
  });
});
