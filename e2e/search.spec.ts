import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone } from './helpers.ts';

/** The header's search box: the full-screen overlay on a phone, the header's own box on a desktop. */
async function searchBox(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeVisible();
  return box;
}

test.describe('search (issue 28)', () => {
  test('suggests products and categories as the shopper types, by keyboard', async ({ page }, testInfo) => {
    test.setTimeout(60_000); // typing, suggestions, then a product page: slow on a loaded machine
    await gotoHydrated(page, '/');
    const box = await searchBox(page, testInfo);
    await box.click();
    await box.pressSequentially('chandi th', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option', { name: /Silver Pooja Thali Set/ })).toBeVisible();
    await expect(list.getByRole('option', { name: /Silver Pooja Thali Set/ })).toContainText('₹');
    await expect(list.getByRole('option', { name: /In category Silver/ })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // Arrow keys walk the rows (aria-activedescendant: categories first, then products); Enter opens the one chosen.
    const active = async () => page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    await box.press('ArrowDown');
    await expect(await active()).toHaveAttribute('aria-selected', 'true');
    await expect(await active()).toContainText('In category Silver');
    for (let i = 0; i < 6 && !/Silver Pooja Thali/.test((await (await active()).textContent()) ?? ''); i++) await box.press('ArrowDown');
    await expect(await active()).toContainText('Silver Pooja Thali Set');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/id\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Silver Pooja Thali Set');
  });

  test('a category suggestion for a Hindi word, Escape closes the list', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/');
    const box = await searchBox(page, testInfo);
    await box.click();
    await box.pressSequentially('pital', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: /In category Brass/ })).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    // On a phone Escape also closes the search overlay (the sheet's own key); on a desktop the box stays.
    if (!isPhone(testInfo)) await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('a search with a typo finds the products, one that finds nothing says "Did you mean" and shows popular products', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/products?search=brss%20diya');
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toContainText(/Diya|Lamp|Vilakku|Deepam/);

    await gotoHydrated(page, '/products?search=brazz');
    await expect(page.getByText('No products found')).toBeVisible();
    const suggestion = page.getByRole('link', { name: 'brass', exact: true });
    await expect(suggestion).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular in the shop' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await suggestion.click();
    await expect(page).toHaveURL(/search=brass$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('"brass"');
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('listitem').first()).toContainText('Brass');
    void testInfo;
  });

  test('a page past the hundredth asks to narrow the search', async ({ page }) => {
    await gotoHydrated(page, '/products?page=101');
    await expect(page.getByRole('alert')).toContainText('Only the first 100 pages are shown');
  });
});
