import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, readOtp, serverLogMark } from './helpers.ts';

/**
 * Reviews (issue 6): a customer writes a review with two photos, edits it replacing the photos,
 * filters by stars and deletes it, while the product's rating and count follow on its page and
 * on its card in the list. Desktop and phone use their own product and their own number.
 */
function phoneFor(testInfo: TestInfo): string {
  const digit = (n: number) => String(n % 10);
  return `98222${isPhone(testInfo) ? '2' : '1'}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}4`;
}

/** Demo products without reviews, one per project, so the two runs never meet. */
const productFor = (testInfo: TestInfo) => (isPhone(testInfo) ? 'Brass Kamakshi Deepam' : 'Brass Wind Chime Bells');

/** Small PNGs drawn with sharp, plus a text file named like a photo (dropped by the picker). */
async function makePhotos() {
  const dir = mkdtempSync(join(tmpdir(), 'dhatu-review-photos-'));
  const draw = async (name: string, background: string) => {
    const path = join(dir, name);
    await sharp({ create: { width: 320, height: 240, channels: 3, background } }).png().toFile(path);
    return path;
  };
  const notAnImage = join(dir, 'notes.txt');
  writeFileSync(notAnImage, 'not a photo');
  return {
    first: await draw('diya-front.png', '#c9a24d'),
    second: await draw('diya-side.png', '#8e4a55'),
    replacement: await draw('diya-lit.png', '#2a2421'),
    notAnImage,
  };
}

/** The product's card on the list page, found by searching its name. */
async function productCard(page: Page, name: string) {
  await gotoHydrated(page, `/products?search=${encodeURIComponent(name)}`);
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('reviews', () => {
  test('writes a review with two photos, edits it replacing them, filters by stars and deletes it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const name = productFor(testInfo);
    const phone = phoneFor(testInfo);
    const photos = await makePhotos();

    // The card shows no rating before any review (no invented ratings).
    let card = await productCard(page, name);
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Rated /)).toHaveCount(0);
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/products\/id\/[a-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productUrl = new URL(page.url()).pathname;

    const reviews = page.locator('#reviews');
    await expect(reviews.getByText('No Reviews Yet')).toBeVisible();
    await expect(reviews.getByText('Be the first to share your experience with this product!')).toBeVisible();

    // Signed out: 'Login to Write Review' goes to /login and comes back to the reviews anchor.
    await reviews.getByRole('link', { name: 'Login to Write Review' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const mark = await serverLogMark();
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await page.getByLabel('Enter OTP').fill(await readOtp(phone, mark));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(new RegExp(`${productUrl}#reviews$`));

    // Write: submit waits for a rating and a comment; the form's own messages; photos with previews.
    await expect(reviews.getByRole('heading', { name: 'Share Your Experience' })).toBeVisible();
    await reviews.getByRole('button', { name: 'Write Review' }).click();
    const submit = reviews.getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await reviews.getByRole('radio', { name: '4 stars' }).check();
    await expect(submit).toBeDisabled();
    const comment = reviews.getByLabel('Your Review');
    await comment.fill('Too short');
    await expect(reviews.getByText('9/1000')).toBeVisible();
    await submit.click();
    await expect(reviews.getByText('Review comment must be at least 10 characters long')).toBeVisible();
    const words = 'Lovely bells with a soft, long ring. Packed well and arrived in four days.';
    await comment.fill(words);
    await expect(reviews.getByText(`${words.length}/1000`)).toBeVisible();
    await expect(reviews.getByText('Review comment must be at least 10 characters long')).toBeHidden();
    await reviews.getByLabel('Add photos').setInputFiles([photos.first, photos.notAnImage, photos.second]);
    await expect(reviews.getByRole('img', { name: /^Selected photo \d$/ })).toHaveCount(2);
    await expectNoSeriousA11yIssues(page);
    await submit.click();

    // The new review comes first, marked as the customer's own, with its two photos.
    const own = reviews.locator('article[data-own]');
    await expect(own.getByText('Your review', { exact: true })).toBeVisible();
    await expect(own.getByText(words)).toBeVisible();
    await expect(own.getByRole('button', { name: /^View photo \d of 2 large$/ })).toHaveCount(2);
    await expect(reviews.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem').first().locator('article[data-own]')).toBeVisible();
    await expect(reviews.getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();
    await expect(reviews.getByRole('button', { name: 'Edit Review' })).toBeVisible();
    // The product's own rating near its name follows (the page's data is read again).
    await expect(page.getByRole('link', { name: /4\.0\s*1 review/ })).toBeVisible();

    // A tap on a photo shows it large.
    await own.getByRole('button', { name: 'View photo 2 of 2 large' }).click();
    const viewer = page.getByRole('dialog', { name: /Photos from .+ review/ });
    await expect(viewer.getByRole('img')).toBeVisible();
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close photo' }).click();
    await expect(viewer).toBeHidden();

    // Edit: five stars, and the two photos replaced by one new one.
    await reviews.getByRole('button', { name: 'Edit Review' }).click();
    await expect(reviews.getByRole('heading', { name: 'Edit Review' })).toBeVisible();
    await expect(reviews.getByLabel('Your Review')).toHaveValue(words);
    await reviews.getByRole('radio', { name: '5 stars' }).check();
    await reviews.getByLabel('Replace these with new photos').check();
    await reviews.getByLabel('Add photos').setInputFiles([photos.replacement]);
    await expect(reviews.getByRole('img', { name: 'Selected photo 1' })).toBeVisible();
    await reviews.getByRole('button', { name: 'Update Review' }).click();
    await expect(own.getByRole('button', { name: 'View photo 1 of 1 large' })).toBeVisible();
    await expect(own.getByText('Rated 5 out of 5')).toBeAttached();
    await expect(reviews.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
    await expect(page.getByRole('link', { name: /5\.0\s*1 review/ })).toBeVisible();

    // Filter by stars.
    const chips = reviews.getByRole('group', { name: 'Filter reviews by rating' });
    await chips.getByRole('button', { name: '4 stars' }).click();
    await expect(reviews.getByText('No reviews found for the selected filter.')).toBeVisible();
    await expect(own).toBeHidden();
    await chips.getByRole('button', { name: '5 stars' }).click();
    await expect(chips.getByRole('button', { name: '5 stars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(own).toBeVisible();
    await chips.getByRole('button', { name: 'All' }).click();
    await expect(own).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // The card in the list shows the rating and the count.
    card = await productCard(page, name);
    await expect(card.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
    await expect(card.getByText('(1)')).toBeVisible();

    // Delete, after the confirmation; then writing is possible again.
    await gotoHydrated(page, `${productUrl}#reviews`);
    await reviews.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to delete this review?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(reviews.getByText('No Reviews Yet')).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Write Review' })).toBeVisible();
    await expect(page.getByRole('link', { name: /1 review/ })).toHaveCount(0);

    card = await productCard(page, name);
    await expect(card.getByText(/^Rated /)).toHaveCount(0);
  });

  test('the reviews page: the product, its summary and every review; View All from the overview; a missing product is a 404', async ({ page }) => {
    const name = 'Brass Kuthu Vilakku (5-Wick)';
    const card = await productCard(page, name);
    await card.getByRole('link', { name }).click();
    const reviews = page.locator('#reviews');
    // Overview: 3 of the 5, and the link to the rest.
    await expect(reviews.getByRole('list', { name: 'Reviews', exact: true }).getByRole('article')).toHaveCount(3);
    await reviews.getByRole('link', { name: 'View All 5 Reviews' }).click();
    await expect(page).toHaveURL(/\/products\/id\/[a-z0-9]+\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Rated 4.4 out of 5 from 5 reviews').first()).toBeAttached();
    await expect(page.locator('s').first()).toBeVisible();
    await expect(reviews.getByRole('list', { name: 'Reviews', exact: true }).getByRole('article')).toHaveCount(5);
    await reviews.getByRole('group', { name: 'Filter reviews by rating' }).getByRole('button', { name: '3 stars' }).click();
    await expect(reviews.getByRole('list', { name: 'Reviews', exact: true }).getByRole('article')).toHaveCount(1);
    await expect(reviews.getByRole('link', { name: 'Login to Write Review' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: `${name}: view product` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const missing = await page.goto('/products/id/no-such-piece/reviews');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});
