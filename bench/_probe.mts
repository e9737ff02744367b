import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of ['/', '/', '/products?category=brass', '/cart', '/products/id/' + (await (await fetch('http://127.0.0.1:3301/api/products?limit=1')).json()).products[0]._id]) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const t = Date.now();
  const res = await page.goto('http://127.0.0.1:3301' + url);
  await page.locator('html[data-session="guest"]').waitFor({ state: 'attached', timeout: 20000 });
  const n = await page.evaluate(() => [document.querySelectorAll('link[rel=modulepreload]').length, Object.keys((window as any).__reactRouterRouteModules ?? {}).join(',')]);
  console.log(url, res?.headers()['x-cache'], Date.now() - t, 'ms hydrated', n, errors);
  await page.close();
}
await browser.close();
