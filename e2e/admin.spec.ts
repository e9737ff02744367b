import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone, newDevice, openSection, signIn, signInOnLoginPage } from './helpers.ts';

/**
 * The shop owner's console (issue 10), on a desktop and on a phone: a visitor is sent to sign in
 * and comes back; a customer is turned away; the admin ships a customer's order with a courier
 * and tracking number and the customer then sees the tracking box; the admin adds a product with
 * two pictures, which the shop's search and product page then show; the admin creates a coupon,
 * which applies in the customer's cart.
 *
 * The admin signs in once per project: one phone may ask for only a few codes an hour, so later
 * steps reuse that browser session. Desktop uses the seeded admin (+919000000000); the phone run
 * uses +919000000002, made an admin by ADMIN_PHONES on the test shops (e2e/start-shops.ts),
 * so the two runs never wait on one phone's resend interval. Names and codes carry the project's letter, so
 * the desktop and phone runs never meet when they run one after the other on the same shop.
 */
const adminPhone = (testInfo: TestInfo) => (isPhone(testInfo) ? '9000000002' : '9000000000');

/** A number no other journey uses (98555…), different per project, repeat, retry and worker. */
function customerPhone(testInfo: TestInfo): string {
  const digit = (n: number) => String(n % 10);
  return `98555${isPhone(testInfo) ? '2' : '1'}${digit(testInfo.repeatEachIndex)}${digit(testInfo.retry)}${digit(testInfo.workerIndex)}7`;
}
const tag = (testInfo: TestInfo) => `${isPhone(testInfo) ? 'P' : 'D'}${testInfo.repeatEachIndex}${testInfo.retry}`;

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** axe once the toasts have gone (sonner's own colours are the shared theme's business). */
async function expectAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yIssues(page);
}

/** Two small pictures drawn with sharp. */
async function makePictures() {
  const dir = mkdtempSync(join(tmpdir(), 'dhatu-admin-pictures-'));
  const draw = async (name: string, background: string) => {
    const path = join(dir, name);
    await sharp({ create: { width: 480, height: 480, channels: 3, background } }).png().toFile(path);
    return path;
  };
  return [await draw('lamp-front.png', '#c9a24d'), await draw('lamp-side.png', '#8e4a55')];
}

test.describe('admin console', () => {
  test.describe.configure({ mode: 'serial' });

  let admin: BrowserContext;
  let adminPage: Page;
  let customer: BrowserContext;
  let customerPage: Page;
  /** The product the console made in the pictures step, given sizes in the next. */
  let lampId = '';

  test.afterAll(async () => {
    await admin?.close();
    await customer?.close();
  });

  test('a visitor signs in and comes back; the console renders only in the browser', async ({ browser, request }, testInfo) => {
    test.setTimeout(90_000);
    // No admin data in the server's HTML: the console is drawn in the browser with the token.
    const html = await (await request.get('/admin/orders')).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('DH-20');

    admin = await newDevice(browser, testInfo);
    adminPage = await admin.newPage();
    await gotoHydrated(adminPage, '/admin/orders?status=pending');
    await expect(adminPage).toHaveURL(/\/login$/);
    await signInOnLoginPage(adminPage, adminPhone(testInfo));
    await expect(adminPage).toHaveURL(/\/admin\/orders\?status=pending$/);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(adminPage.getByLabel('Status')).toHaveValue('pending');

    await openSection(adminPage, testInfo, 'Dashboard');
    await expect(adminPage.getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'This month' })).toContainText('₹');
    await expect(adminPage.getByRole('region', { name: 'Low stock' })).toBeVisible();
    await expectAccessible(adminPage);
    // 'To process' leads to the filtered list.
    await adminPage.getByRole('link', { name: 'Pending orders' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/orders\?status=pending$/);
    const statuses = adminPage.getByRole('table', { name: /Orders/ }).locator('[data-status]').locator('visible=true');
    await expect(statuses.first()).toHaveText(/Pending/);
    expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Status: Pending']));
    await expectAccessible(adminPage);
  });

  test('ships a customer’s order with a tracking number; the customer sees the tracking box', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const phone = customerPhone(testInfo);

    // A new customer places a cash-on-delivery order (the cart and order through the API).
    customer = await newDevice(browser, testInfo);
    customerPage = await customer.newPage();
    // Signing in is not what this journey is about: through the API (e2e/helpers.ts).
    const { token } = await signIn(customerPage, phone);
    const auth = { Authorization: `Bearer ${token}` };
    const found = await (await customerPage.request.get('/api/products?search=Aluminium%20Chai%20Patila&limit=5')).json();
    const productId = (found as { products: { _id: string; name: string }[] }).products.find((p) => p.name === 'Aluminium Chai Patila')!._id;
    expect((await customerPage.request.post('/api/cart', { headers: auth, data: { productId, quantity: 1 } })).ok()).toBe(true);
    const placed = await customerPage.request.post('/api/orders', {
      headers: { ...auth, 'Idempotency-Key': `admin-e2e-${phone}-${Date.now()}` },
      data: {
        shippingAddress: { houseNumber: '7 Lake View', street: 'MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' },
        billingAddressSameAsShipping: true,
        paymentMethod: 'COD',
        userName: 'Kiran Admin-Test',
      },
    });
    expect(placed.status()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };

    // The customer may not open the console.
    await gotoHydrated(customerPage, '/admin');
    await expect(customerPage.getByRole('heading', { name: 'You do not have access to the admin console' })).toBeVisible();
    await expectAccessible(customerPage);

    // The admin finds the order by the customer's phone and opens it.
    await openSection(adminPage, testInfo, 'Orders');
    await adminPage.getByLabel('Search orders').fill(phone);
    const row = adminPage.getByRole('row').filter({ hasText: orderId });
    await expect(row).toBeVisible();
    await expect(adminPage.getByRole('row')).toHaveCount(2); // the header and this order
    await expect(row.getByText('Kiran Admin-Test')).toBeVisible();
    await row.getByRole('link', { name: orderId }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(adminPage.getByText('Aluminium Chai Patila')).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'Customer notifications' }).getByText('Order placed').first()).toBeVisible();
    await expectAccessible(adminPage);

    // pending → processing → shipped; shipping needs the courier and the tracking number.
    await adminPage.getByRole('button', { name: 'Mark as processing' }).click();
    await expect(toast(adminPage, `Order ${orderId} marked as processing`)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Mark as processing' })).toHaveCount(0);
    const shipForm = adminPage.getByRole('form', { name: 'Ship this order' });
    await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(shipForm.getByText('Enter the courier to mark this order shipped')).toBeVisible();
    await expect(shipForm.getByText('Enter the tracking number to mark this order shipped')).toBeVisible();
    const tracking = `DLV${phone.slice(-6)}IN`;
    await shipForm.getByLabel('Courier').fill('Delhivery');
    await shipForm.getByLabel('Tracking number').fill(tracking);
    await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(toast(adminPage, `Order ${orderId} marked as shipped`)).toBeVisible();
    await expect(adminPage.locator('header').getByText('Shipped')).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    const details = adminPage.getByRole('region', { name: 'Delivery and payment' });
    await expect(details.getByText('Delhivery')).toBeVisible();
    await expect(details.getByText(tracking)).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'Customer notifications' }).getByText('Order shipped').first()).toBeVisible();
    const history = adminPage.getByRole('region', { name: 'History' });
    await expect(history.getByText('Marked as processing')).toBeVisible();
    await expect(history.getByText('Marked as shipped')).toBeVisible();
    await expectAccessible(adminPage);

    // The customer's order page shows the tracking box.
    await gotoHydrated(customerPage, `/orders/${orderId}`);
    const box = customerPage.getByRole('region', { name: 'Tracking' });
    await expect(box.getByText('Your order is on the way!')).toBeVisible();
    await expect(box.getByText('Delhivery')).toBeVisible();
    await expect(box.getByText(tracking)).toBeVisible();
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; these steps use the shared admin page
  test('adds a product with two pictures; the shop’s search and product page show it', async ({}, testInfo) => {
    test.setTimeout(120_000);
    const name = `Admin Test Brass Lamp ${tag(testInfo)}`;
    const pictures = await makePictures();

    await openSection(adminPage, testInfo, 'Products');
    await adminPage.getByRole('link', { name: 'New product' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    // The form's own checks, beside each field.
    await adminPage.getByRole('button', { name: 'Create product' }).click();
    await expect(adminPage.getByText('Please enter the product name')).toBeVisible();
    await expect(adminPage.getByText('Please choose a category')).toBeVisible();

    await adminPage.getByLabel('Name', { exact: true }).fill(name);
    await adminPage.getByLabel('Description').fill('A hand-beaten brass lamp for the pooja room.');
    await adminPage.getByLabel('Product details').fill('Brass, 15 cm tall. Wipe with a dry cloth.');
    await adminPage.getByLabel('Price (₹)').fill('1499');
    await adminPage.getByLabel('Discount (%)').fill('10');
    await expect(adminPage.getByText('Shoppers pay ₹1,349')).toBeVisible();
    await adminPage.getByLabel('Stock').fill('7');
    await adminPage.getByLabel('Category', { exact: true }).selectOption({ label: 'Brass' });
    await adminPage.getByLabel(/^Subcategory/).selectOption({ label: 'Diyas & Lamps' });
    // Its own HSN code (else the category's, shown beside it): 4, 6 or 8 digits.
    await expect(adminPage.getByText("Empty: the category's (7418).")).toBeVisible();
    await adminPage.getByLabel(/^HSN code/).fill('74181');
    await adminPage.getByRole('button', { name: 'Create product' }).click();
    await expect(adminPage.getByText('HSN code must be 4, 6 or 8 digits')).toBeVisible();
    await adminPage.getByLabel(/^HSN code/).fill('74181021');
    await adminPage.getByText('New arrival', { exact: true }).click();
    await expect(adminPage.getByRole('switch', { name: /New arrival/ })).toBeChecked();
    await adminPage.getByLabel('Add images').setInputFiles(pictures);
    await expect(adminPage.getByRole('img', { name: /^New image \d/ })).toHaveCount(2);
    await expectAccessible(adminPage);
    await adminPage.getByRole('button', { name: 'Create product' }).click();

    // Created with both pictures, then on its own edit screen.
    await expect(toast(adminPage, `${name} created`)).toBeVisible();
    await expect(adminPage).toHaveURL(/\/admin\/products\/(?!new$)[a-z0-9]+$/);
    const productId = adminPage.url().split('/').pop()!;
    lampId = productId;
    await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible();
    const current = adminPage.getByRole('list', { name: 'Current pictures, in display order' });
    await expect(current.getByRole('listitem')).toHaveCount(2);
    const firstSrc = await current.getByRole('img').first().getAttribute('src');
    await current.getByRole('button', { name: 'Move picture 2 up' }).click();
    await expect(toast(adminPage, 'Image moved up')).toBeVisible();
    await expect(current.getByRole('img').nth(1)).toHaveAttribute('src', firstSrc!);
    await expect(adminPage.getByLabel('Price (₹)')).toHaveValue('1499');
    await expect(adminPage.getByLabel(/^HSN code/)).toHaveValue('74181021');
    await expectAccessible(adminPage);

    // In the shop: the search finds it and its page shows it.
    const shop = await adminPage.context().newPage();
    await gotoHydrated(shop, `/products?search=${encodeURIComponent(name)}`);
    const card = shop.getByRole('article').filter({ has: shop.getByRole('heading', { name, exact: true }) });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name }).first().click();
    await expect(shop).toHaveURL(new RegExp(`/products/id/${productId}$`));
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shop.getByText('₹1,349').first()).toBeVisible();
    await shop.close();
  });

  test('gives that product two sizes, each priced, stocked and pictured; the shop asks for a size', async () => {
    test.setTimeout(90_000);
    expect(lampId, 'the product made in the step before').not.toBe('');
    const editor = adminPage.getByRole('region', { name: 'Options and variants' });
    await expect(editor).toBeVisible();
    await editor.getByRole('button', { name: 'Add an option' }).click();
    await editor.getByLabel('Option 1 name').fill('Size');
    await editor.getByLabel('Values, separated by commas').fill('Small, Large');
    const grid = editor.getByRole('table', { name: /^Variants of / });
    await expect(grid.getByRole('rowheader')).toHaveText(['Small', 'Large']);

    // In bulk, then one row by hand; Large shows the second picture, picked by looking at it.
    await editor.getByLabel('Set every price (₹)').fill('1499');
    await editor.getByRole('button', { name: 'Apply to all rows' }).click();
    await editor.getByLabel('Add stock to every row').fill('4');
    await editor.getByRole('button', { name: 'Add to all rows' }).click();
    await editor.getByLabel('Price of Large').fill('2499');
    await expect(editor.getByLabel('Stock of Small')).toHaveValue('4');
    const largePicture = editor.getByRole('group', { name: 'Picture of Large' });
    await expect(largePicture.getByRole('radio', { name: "Product's main picture" })).toBeChecked();
    await largePicture.getByRole('radio', { name: 'Picture 2' }).check({ force: true });
    await expect(largePicture.getByRole('radio', { name: 'Picture 2' })).toBeChecked();
    await expectAccessible(adminPage);
    await editor.getByRole('button', { name: 'Save options and variants' }).click();
    await expect(toast(adminPage, '2 variants saved')).toBeVisible();

    // Saved as chosen: the API and the shop's page agree.
    const saved = (await (await adminPage.request.get(`/api/products/${lampId}`)).json()) as {
      variants: { values: string[]; price: number; stock: number; image: string | null }[]; images: string[];
    };
    expect(saved.variants.map((v) => [v.values.join(), v.price, v.stock])).toEqual([['Small', 1499, 4], ['Large', 2499, 4]]);
    expect(saved.variants[1]!.image).toBe(saved.images[1]);
    const shop = await adminPage.context().newPage();
    await gotoHydrated(shop, `/products/id/${lampId}`);
    await expect(shop.getByRole('button', { name: 'Please choose a size' })).toBeDisabled();
    await shop.getByRole('button', { name: 'Large', exact: true }).click();
    await expect(shop).toHaveURL(/\?variant=/);
    await expect(shop.getByRole('main').getByText('₹2,499').first()).toBeVisible();
    await shop.close();
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; these steps use the shared admin page
  test('creates a coupon that applies in the customer’s cart', async ({}, testInfo) => {
    test.setTimeout(120_000);
    const code = `ADMIN${tag(testInfo)}`;

    await openSection(adminPage, testInfo, 'Coupons');
    await adminPage.getByRole('button', { name: 'New coupon' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Description').fill('15% off, made in the admin journey');
    await dialog.getByLabel('Type', { exact: true }).selectOption('percentage');
    await dialog.getByLabel('Percent off (%)').fill('15');
    await dialog.getByLabel('Minimum order (₹)').fill('0');
    await expect(dialog.getByText('Shoppers see: 15% OFF')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /^First order only/ })).not.toBeChecked();
    await expectAccessible(adminPage);
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(toast(adminPage, `Coupon ${code} created`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = adminPage.getByRole('row').filter({ hasText: code });
    await expect(row).toBeVisible();
    await expect(row.getByText('15% OFF').first()).toBeAttached();
    await expect(row.getByRole('cell').filter({ hasText: /^0$/ })).toBeVisible();
    await expectAccessible(adminPage);

    // The customer (from the shipping journey) puts something in the cart and applies the code.
    const token = await customerPage.evaluate(() => localStorage.getItem('authToken'));
    const found = await (await customerPage.request.get('/api/products?search=Aluminium%20Lotus%20Tealight%20Holder&limit=5')).json();
    const productId = (found as { products: { _id: string; name: string }[] }).products.find((p) => p.name === 'Aluminium Lotus Tealight Holder')!._id;
    await customerPage.request.post('/api/cart', { headers: { Authorization: `Bearer ${token}` }, data: { productId, quantity: 1 } });
    await gotoHydrated(customerPage, '/cart');
    const coupons = customerPage.getByRole('region', { name: 'Coupons & Offers' });
    await coupons.getByLabel('Coupon code').fill(code);
    await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(toast(customerPage, `Coupon ${code} applied successfully!`)).toBeVisible();
    // ₹499 less 15%: ₹74.85 off.
    await expect(coupons.getByText('You save ₹74.85')).toBeVisible();

    // Made first-order-only, it no longer holds for this customer, who has ordered before.
    await adminPage.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = adminPage.getByRole('dialog', { name: `Edit ${code}` });
    await edit.getByText('First order only', { exact: true }).click();
    await expect(edit.getByRole('switch', { name: /^First order only/ })).toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(adminPage, `Coupon ${code} saved`)).toBeVisible();
    await expect(row.getByText('First order only')).toBeVisible();
    await gotoHydrated(customerPage, '/cart');
    await expect(toast(customerPage, `Coupon ${code} was removed: This coupon is only for your first order`)).toBeVisible();
    await expect(coupons.getByText('You save ₹74.85')).toHaveCount(0);
  });
});
