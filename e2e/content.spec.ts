import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../apps/api/src/test/smtp-server.ts';
import { expectNoSeriousA11yIssues, gotoHydrated, isPhone } from './helpers.ts';

/** Every static route (storefront §2 route table), its heading, and words each page must say (account §9). */
const PAGES: { path: string; heading: string; says: (string | RegExp)[] }[] = [
  { path: '/about', heading: 'About Dhatu', says: ['Authenticity', 'Aspirational Accessibility', 'Modern Indian Soul', 'Conscious & Connected', 'Brass Jewelry', 'Silver Artifacts', 'Aluminium Decor', 'Our mission'] },
  { path: '/contact', heading: 'Contact Us', says: ['Mon-Sat 10:00 AM - 05:00 PM', '+91 98765 43210', 'care@dhatu.example'] },
  { path: '/faqs', heading: 'Frequently Asked Questions', says: ['Ordering & Payment', 'Shipping & Returns', 'Materials & Craftsmanship', 'Custom Orders'] },
  { path: '/ordering', heading: 'Ordering & Product Information', says: ['Free shipping within India', 'dispatched within 6-8 business days', '5-8 business days', 'refund the full amount after 15 days', '92.5% purity', 'extra charge'] },
  { path: '/shipping', heading: 'Ordering & Product Information', says: ['Free shipping within India', '6-8 business days'] },
  { path: '/returnpolicy', heading: 'Returns Policy', says: ['7-day return', '3 days of receipt', 'repacking video', 'not customised', '7-15 working days', '7-10 business days'] },
  { path: '/exchange', heading: 'Exchanges Policy', says: ['3 days of receipt', 'repacking video', '7 days of delivery'] },
  { path: '/cancel', heading: 'Cancellation Policy', says: ['within 24 hours', 'Returns Policy'] },
  { path: '/payment', heading: 'Payments Policy', says: ['Cash on Delivery', 'no extra fee', 'Indian Rupees (INR) only', '7-15 working days', '7-10 business days', /bank transfer within 7-15 working days/] },
  { path: '/productcare', heading: 'Product Care', says: ['Silver', 'Brass', 'Aluminium', 'Wood', '92.5% purity'] },
  { path: '/privacy-policy', heading: 'Privacy Policy', says: ['Information we collect', 'Cookies and local storage', 'Data security', 'Your rights', 'care@dhatu.example', 'under 16', 'Withdrawing consent', 'Erasure of your data', 'Grievance officer', 'Data Protection Board of India', 'Changes to this policy'] },
];

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('content pages', () => {
  for (const { path, heading, says } of PAGES) {
    test(`${path} arrives server-rendered with its own heading, title and facts`, async ({ page, request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<title>[^<]+— Dhatu<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const main = page.getByRole('main');
      for (const text of says) await expect(main.getByText(text).first()).toBeAttached();
      await expectNoSideways(page);
    });
  }

  test('every footer link answers 200 with a heading of its own', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const pages = [...new Set(hrefs.filter((href) => !href.startsWith('/products') && href !== '/'))];
    expect(pages).toEqual(expect.arrayContaining(['/about', '/contact', '/exchange', '/returnpolicy', '/cancel', '/ordering', '/payment', '/productcare', '/faqs', '/privacy-policy']));
    const headings = new Map<string, string>();
    for (const path of pages) {
      expect((await request.get(path)).status(), path).toBe(200);
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      headings.set(path, (await h1.textContent())!.trim());
    }
    expect(new Set(headings.values()).size).toBe(headings.size);
  });

  test('/shipping is the /ordering page, which search engines see once', async ({ request }) => {
    for (const path of ['/ordering', '/shipping']) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ordering"/);
    }
  });

  test('FAQ questions open and close as accessible accordions', async ({ page }) => {
    await gotoHydrated(page, '/faqs');
    const question = page.getByRole('button', { name: 'Can I return a piece?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByText('We offer a 7-day return for unused items that are not customised.');
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    // Closed answers are not in the HTML; the page's FAQPage data gives search engines all of them.
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('How long do refunds take?');
    await question.click();
    await page.getByRole('main').getByRole('link', { name: 'Returns Policy', exact: true }).first().click();
    await expect(page).toHaveURL(/\/returnpolicy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns Policy');
  });

  test('the privacy policy has no serious accessibility issue', async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy');
    await expectNoSeriousA11yIssues(page);
  });

  test('the about page and the FAQs have no serious accessibility issue', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expectNoSeriousA11yIssues(page);
    await gotoHydrated(page, '/faqs');
    await page.getByRole('button', { name: 'Do you charge for shipping?' }).click();
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('the contact form', () => {
  const name = () => test.info().project.name;
  const field = (page: Page, label: 'Name' | 'Email' | 'Message') => page.getByLabel(label, { exact: true });

  test('shows the shared validation messages, and a field error clears when the field is edited', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters long')).toBeVisible();
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Name must be at least 2 characters long');
    await expect(field(page, 'Name')).toBeFocused();
    await expectNoSeriousA11yIssues(page);

    await field(page, 'Name').fill(' A ');
    await expect(page.getByText('Name must be at least 2 characters long')).toBeHidden();
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();

    await field(page, 'Email').fill('asha@example');
    await field(page, 'Message').fill('   too short   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters long')).toBeVisible();
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
  });

  test('sends a message, shows the success screen, and starts again empty', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await expectNoSeriousA11yIssues(page);
    await field(page, 'Name').fill(`Asha Rao (${name()})`);
    await field(page, 'Email').fill('asha@example.com');
    await field(page, 'Message').fill('Do you make the brass diya in a larger size for our temple?');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(page.getByText('Thank you for contacting us. We will get back to you within 24-48 hours.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeFocused();
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(field(page, 'Name')).toBeFocused();
  });

  test('puts server errors under the field their words name, and disables the button while sending', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 400, json: { message: 'Invalid email domain', errors: ['Invalid email domain', 'Your name contains blocked words'] } });
    });
    await gotoHydrated(page, '/contact');
    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill('asha@example.com');
    await field(page, 'Message').fill('A question about a silver anklet.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email domain');
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Your name contains blocked words');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test("shows the spec's failure message, or the server's own words for a refusal", async ({ page }) => {
    let answer: { status: number; json: unknown } = { status: 500, json: { message: 'Something went wrong. Please try again.' } };
    await page.route('**/api/contact', (route) => route.fulfill(answer));
    await gotoHydrated(page, '/contact');
    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill('asha@example.com');
    await field(page, 'Message').fill('A question about a silver anklet.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send your message. Please try again.' })).toBeVisible();

    answer = { status: 429, json: { message: 'You have sent several messages in a short time. Please try again in 9 minutes.' } };
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please try again in 9 minutes.' })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Asha Rao');
  });

  test('shows the shop phone, e-mail and hours on a phone without sideways scrolling', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'phone layout');
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('link', { name: '+91 98765 43210' }).first()).toHaveAttribute('href', 'tel:+919876543210');
    await expect(page.getByRole('link', { name: 'care@dhatu.example' }).first()).toHaveAttribute('href', 'mailto:care@dhatu.example');
    await expect(page.getByText('Mon-Sat 10:00 AM - 05:00 PM')).toBeVisible();
    await expectNoSideways(page);
  });
});

/**
 * The whole way: a browser sends the form to a shop whose SMTP settings point at a mail server this
 * test runs, and the shop's notice arrives there. The configured web server has no SMTP, so this
 * test starts its own instance of the shop (same build, its own embedded database and port).
 */
test.describe('a contact message reaches the shop by e-mail', () => {
  const port = Number(process.env.E2E_PORT ?? 3199) + 11;
  const dataDir = '.cache/e2e-mail-data';
  let smtp: TestSmtpServer;
  let shop: ChildProcess;

  // eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; this hook needs only testInfo
  test.beforeAll(async ({}, testInfo) => {
    test.skip(isPhone(testInfo), 'one run is enough; the form itself is covered on both');
    testInfo.setTimeout(120_000);
    smtp = await startTestSmtpServer({ user: 'shop-mailer', pass: 'e2e-secret' });
    rmSync(dataDir, { recursive: true, force: true });
    // The built server, through its launcher, as production runs it (and as e2e/start-shops.ts starts the others).
    shop = spawn(process.execPath, ['apps/api/build/serve.js'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir,
        LOG_LEVEL: 'warn', SEED_ON_START: 'false', DATABASE_URL: '',
        SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'shop-mailer', SMTP_PASS: 'e2e-secret',
        MAIL_FROM: 'Dhatu <no-reply@dhatu.example>', CONTACT_NOTIFY_EMAIL: 'orders@dhatu.example',
      },
    });
    await expect.poll(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status;
      } catch {
        return 0;
      }
    }, { timeout: 90_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    }
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the SMTP server receives the message with the sender as Reply-To', async ({ page }) => {
    await gotoHydrated(page, `http://127.0.0.1:${port}/contact`);
    await page.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await page.getByLabel('Email', { exact: true }).fill('meera@example.in');
    await page.getByLabel('Message', { exact: true }).fill('Can the silver anklets be gift wrapped for my sister?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();

    const mail = await smtp.nextMail(15_000);
    expect(mail.user).toBe('shop-mailer');
    expect(mail.to).toEqual(['orders@dhatu.example']);
    expect(mail.headers.from).toBe('Dhatu <no-reply@dhatu.example>');
    expect(mail.headers['reply-to']).toBe('Meera Iyer <meera@example.in>');
    expect(mail.headers.subject).toBe('New contact message from Meera Iyer');
    expect(mail.text).toContain('Can the silver anklets be gift wrapped for my sister?');
  });
});
