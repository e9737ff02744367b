import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone } from './helpers.ts';

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Prices the shopper pays, in the order the grid shows them. */
async function gridPrices(page: Page) {
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasText: 'Price' });
  await expect(cards.first()).toBeVisible();
  // The first amount on a card is the price the shopper pays; the struck-through original follows it.
  const texts = await cards.evaluateAll((items) => items.map((li) => /₹[\d,]+/.exec(li.textContent ?? '')?.[0] ?? ''));
  return texts.map(rupees);
}

test.describe('catalogue', () => {
  test('pages arrive server-rendered with names and prices', async ({ request }) => {
    const list = await request.get('/products');
    expect(list.status()).toBe(200);
    const html = await list.text();
    expect(html).toMatch(/₹[\d,]+/);
    const api = await (await request.get('/api/products?limit=1')).json();
    const product = api.products[0];
    expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    const detail = await request.get(`/products/id/${product._id}`);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain('application/ld+json');
    expect(detailHtml).toContain('"priceCurrency":"INR"');
    expect(detailHtml).toContain('og:title');
    const missing = await request.get('/products/id/nope');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Product not found');
  });

  test('filtering by category and price, sorting and paging keep the URL as the state', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const phone = isPhone(testInfo);
    if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = phone ? page.getByRole('dialog') : page.getByRole('form', { name: 'Filters' });
    const apply = filters.getByRole('button', { name: 'Apply Filters' });
    await expect(apply).toBeDisabled();
    await filters.getByLabel('Brass', { exact: true }).check();
    await expect(filters.getByText('Subcategories')).toBeVisible();
    await expect(apply).toBeEnabled();
    await filters.getByLabel('Brass', { exact: true }).uncheck();
    await expect(apply).toBeDisabled();
    await filters.getByLabel('Brass', { exact: true }).check();
    await apply.click();
    await expect(page).toHaveURL(/\/products\?categories=[a-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brass' })).toBeVisible();

    if (phone) {
      await page.getByRole('button', { name: /^Sort/ }).click();
      await page.getByRole('dialog').getByText('Price: Low to High').click();
    } else {
      await page.getByLabel('Sort by').selectOption('price');
    }
    await expect(page).toHaveURL(/sort=price/);
    // The URL changes first; the grid follows when the new data has arrived.
    await expect.poll(async () => {
      const prices = await gridPrices(page);
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    }).toBe(true);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price/);
    await expect(page).toHaveURL(/categories=/);
    await page.goForward();
    await expect(page).toHaveURL(/sort=price/);
  });

  test('the list banner is drawn for the screen: a phone gets the square artwork, whose words it can read', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/products');
    const banner = page.getByRole('main').locator('picture img').first();
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const ratio = await banner.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    expect(ratio).toBeCloseTo(isPhone(testInfo) ? 1 : 8 / 3, 1);
    await expectNoSeriousA11yIssues(page);
  });

  test('pagination moves through pages and back', async ({ page }) => {
    await gotoHydrated(page, '/products');
    // A full page of 16 fills its rows: no card alone on the last one.
    const grid = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('article') }).first();
    await expect(grid.getByRole('listitem')).toHaveCount(16);
    const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThan(1);
    expect(16 % columns).toBe(0);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    // On a phone the cards past the second row are laid out only when they come near the screen
    // (content-visibility: auto); a jump straight to the pagination moves it by their real height
    // a frame later, and a press and release on either side of that move is no click. A thumb
    // scrolls there, and scroll anchoring keeps what it sees still.
    await pagination.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
  });

  test('a bad URL parameter falls back to its default, a search shows its term', async ({ page }) => {
    const res = await page.goto('/products?page=abc&sort=cheap&priceRanges=9');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await gotoHydrated(page, '/products?search=silvr');
    await expect(page.getByRole('heading', { name: 'Showing products for "silvr"' })).toBeVisible();
    await gotoHydrated(page, '/products?search=zzqxv');
    await expect(page.getByText('No products found. Try adjusting your filters.')).toBeVisible();
  });

  test('/products/{material} goes to the list filtered by that category, replacing history', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.goto('/products/BRASS');
    await expect(page).toHaveURL(/\/products\?categories=[a-z0-9]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/products/plastic');
    await expect(page).toHaveURL(/\/products$/);
  });

  test('product page: price, stock message, gallery viewer with next/previous and keyboard', async ({ page, request }) => {
    const { products } = await (await request.get('/api/products?limit=100')).json();
    const product = products.find((p: { images: string[]; discount: number; stock: number; variants: unknown[] }) => p.images.length >= 3 && p.discount > 0 && p.stock > 10 && p.variants.length === 0);
    await gotoHydrated(page, `/products/id/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.locator('main').getByText(`₹${product.discountedPrice.toLocaleString('en-IN')}`).first()).toBeVisible();
    await page.getByRole('button', { name: /Open picture 1 of/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 / ${product.images.length}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText(`2 / ${product.images.length}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`3 / ${product.images.length}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByText(`2 / ${product.images.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    for (const badge of ['Authentic', 'Artisan', 'Free Shipping', 'Easy Returns']) {
      await expect(page.getByText(new RegExp(badge, 'i')).first()).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
  });

  test('an out-of-stock product cannot be added to the cart', async ({ page, request }) => {
    const { products } = await (await request.get('/api/products?limit=100')).json();
    const soldOut = products.find((p: { stock: number }) => p.stock <= 0);
    await gotoHydrated(page, `/products/id/${soldOut._id}`);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    // The page's own button comes first; similar products' cards below carry their own.
    await expect(page.getByRole('button', { name: /Out of Stock/ }).first()).toBeDisabled();
  });

  test('festive sale page lists the festive collection', async ({ page }) => {
    await gotoHydrated(page, '/diwali-sale');
    await expect(page.getByRole('heading', { level: 1, name: 'Festive Sale' })).toBeVisible();
    await expect(page.getByText('Showing 18 amazing festive products on sale')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Our Festive Sale' })).toBeVisible();
    for (const reason of ['Special Discounts', 'Artisan Crafted', 'Perfect Gifts']) {
      await expect(page.getByRole('heading', { name: reason })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
  });

  test('home shows new arrivals and featured products', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: /New Arrivals/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Featured Products/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Similar Products/i })).toBeVisible();
    await page.getByRole('link', { name: /BRASS/ }).first().click();
    await expect(page).toHaveURL(/\/products\?categories=[a-z0-9]+$/);
  });

  test('sitemap and robots are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/products/id/');
    expect(xml).toContain('/diwali-sale');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /checkout');
  });
});
