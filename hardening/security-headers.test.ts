/**
 * Security headers on every kind of answer — every API route in the OpenAPI document (signed in
 * and not), every page in the web app's route manifest, media, static files, the API docs, and
 * errors of every sort (404s, 400s, 401/403, 413, 415, a URL that cannot be decoded) — and
 * `cache-control: no-store` on every answer to a signed-in API call.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { saveMediaFiles } from '../apps/api/src/lib/media-store.ts';
import { createTestApp, type TestContext } from '../apps/api/src/test/test-app.ts';
import { missingSecurityHeaders } from './support/headers.ts';
import { fillPath, loadOperations, pathParamsOf, type Operation } from './support/openapi.ts';
import { makeShop, type Shop } from './support/people.ts';

const rootDir = resolve(import.meta.dirname, '..');

/** The web app's pages, read from its own route manifest (the built server's `routes`). */
async function pagePaths(shop: Shop): Promise<string[]> {
  const build = await import(pathToFileURL(resolve(rootDir, 'apps/web/build/server/index.js')).href) as {
    routes: Record<string, { path?: string; parentId?: string; index?: boolean }>;
  };
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
  };
  const values: Record<string, string> = {
    material: 'brass', id: shop.products[0]!.id, productId: shop.products[0]!.id, orderId: shop.alice.ids.orderId,
  };
  const paths = new Set<string>();
  for (const id of Object.keys(build.routes)) {
    const path = fullPath(id) || '/';
    paths.add(path.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? 'x').replace('*', 'no-such-page'));
  }
  return [...paths];
}

describe('security headers on every answer', () => {
  let t: TestContext;
  let shop: Shop;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false, web: true });
    const sample = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa7744' } }).webp().toBuffer();
    await saveMediaFiles(t.database.db, [{ path: 'products/sample.webp', contentType: 'image/webp', bytes: sample }]);
    shop = await makeShop(t);
    operations = await loadOperations(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('API, pages, media, static files, docs and errors all carry CSP, HSTS, nosniff, frame-ancestors and a referrer policy; signed-in API answers are no-store', async ({ annotate }) => {
    const requests: { what: string; options: InjectOptions; signedIn: boolean }[] = [];
    const add = (what: string, options: InjectOptions, signedIn = false) => requests.push({ what, options, signedIn });
    const alice = shop.alice.customer.headers;

    for (const op of operations) {
      const url = fillPath(op.path, Object.fromEntries(pathParamsOf(op).map((p) => [p.name, p.name === 'reviewId' ? shop.alice.ids.reviewId : shop.products[0]!.id])));
      const payload = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
      add(`${op.method} ${op.path} (signed in)`, { method: op.method, url, headers: alice, ...(payload ? { payload } : {}) }, true);
      add(`${op.method} ${op.path} (anonymous)`, { method: op.method, url, ...(payload ? { payload } : {}) });
      if (op.path.startsWith('/api/admin')) add(`${op.method} ${op.path} (admin)`, { method: op.method, url, headers: shop.admin.headers, ...(payload ? { payload } : {}) }, true);
    }
    const pages = await pagePaths(shop);
    for (const path of pages) add(`page ${path}`, { method: 'GET', url: path });
    const assets = readdirSync(resolve(rootDir, 'apps/web/build/client/assets')).filter((f) => /\.(js|css)$/.test(f)).slice(0, 3);
    for (const file of assets) add(`asset ${file}`, { method: 'GET', url: `/assets/${file}` });
    add('favicon', { method: 'GET', url: '/favicon.svg' });
    add('media image', { method: 'GET', url: '/media/products/sample.webp' });
    add('missing media', { method: 'GET', url: '/media/products/nope.webp' });
    add('media path escape', { method: 'GET', url: '/media/..%2f..%2fpackage.json' });
    add('API docs page', { method: 'GET', url: '/api/docs' });
    add('API document', { method: 'GET', url: '/api/docs/json' });
    add('unknown API route', { method: 'GET', url: '/api/no-such-route' });
    add('unknown page', { method: 'GET', url: '/no/such/page' });
    add('broken JSON', { method: 'POST', url: '/api/cart', headers: { ...alice, 'content-type': 'application/json' }, payload: '{"productId":' }, true);
    add('wrong content type', { method: 'POST', url: '/api/cart', headers: { ...alice, 'content-type': 'text/plain' }, payload: 'hello' }, true);
    add('body too large', { method: 'POST', url: '/api/cart', headers: { ...alice, 'content-type': 'application/json' }, payload: `{"productId":"${'x'.repeat(1_100_000)}"}` }, true);
    add('no token', { method: 'GET', url: '/api/orders' });
    add('customer on an admin route', { method: 'GET', url: '/api/admin/orders', headers: alice }, true);
    add('URL that is not valid percent-encoding (API)', { method: 'GET', url: '/api/orders/%ED%A0%80' });
    add('URL that is not valid percent-encoding (page)', { method: 'GET', url: '/products/%ED%A0%80' });
    add('path segment over the limit', { method: 'GET', url: `/api/orders/${'a'.repeat(300)}`, headers: alice }, true);
    add('HEAD of a page', { method: 'HEAD', url: '/' });
    add('OPTIONS', { method: 'OPTIONS', url: '/api/products' });

    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const { what, options, signedIn } of requests) {
      const res = await t.app.inject(options);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const missing = missingSecurityHeaders(res.headers);
      if (signedIn && !String(res.headers['cache-control'] ?? '').includes('no-store')) missing.push(`cache-control: no-store (has "${res.headers['cache-control'] ?? ''}")`);
      if (missing.length > 0) problems.push(`${what} → ${res.statusCode}: missing ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
    await annotate(`${requests.length} answers (${operations.length} API routes, ${pages.length} pages, media, assets, docs, errors): `
      + `${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`).join(' ')} — every one with the five headers`);
  });
});
