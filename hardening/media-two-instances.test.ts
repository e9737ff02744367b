/**
 * Two instances of the real shop (child processes) on one PostgreSQL: a product image the admin
 * uploads through A and a review photo a customer uploads through A are served by B at once, the
 * same bytes, at every width — media lives in the database, not in A's folder. Deleting the review
 * through A leaves no media row behind.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '@dhatu/domain';
import { users } from '../apps/api/src/db/schema/index.ts';
import { multipartBody, png } from '../apps/api/src/modules/reviews/test-helpers.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';

async function upload(server: ShopServer, method: 'POST' | 'PUT', path: string, who: ShopCustomer, fields: Record<string, string>, data: Buffer) {
  const body = multipartBody(fields, [{ name: 'photo.png', type: 'image/png', data }]);
  const res = await fetch(`${server.url}${path}`, {
    method, headers: { ...body.headers, ...who.headers }, body: body.payload, signal: AbortSignal.timeout(30_000),
  });
  const json = await res.json() as Record<string, unknown>;
  expect(res.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

async function get(server: ShopServer, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, { headers, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every width of a stored image, widest (its own URL) first. */
const renditions = (url: string) => [...IMAGE_WIDTHS].sort((x, y) => y - x).map((w, i) => (i === 0 ? url : imageVariantUrl(url, w)));

describe('media across two instances', () => {
  let shop: ShopData;
  let a: ShopServer;
  let b: ShopServer;
  let admin: ShopCustomer;
  let customer: ShopCustomer;
  let product: { id: string };

  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'media');
    [admin, customer] = await shop.customers(2) as [ShopCustomer, ShopCustomer];
    await shop.database.db.update(users).set({ role: 'admin' }).where(sql`${users.id} = ${admin.id}`);
    product = (await shop.products([{ name: 'Brass Uruli', price: 2499, stock: 5 }]))[0]!;
    [a, b] = await Promise.all([startServer({ databaseUrl: shop.url }), startServer({ databaseUrl: shop.url })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shop?.close();
  });

  const mediaRows = async () => (await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from media`)).rows[0]!.n;

  it('a product image uploaded through A is served by B at once: same bytes, every width, cached for a year', async () => {
    const uploaded = await upload(a, 'POST', `/api/admin/products/${product.id}/images`, admin, {}, await png(1200, 900, '#8a5a2b'));
    const [url] = uploaded.images as string[];
    expect(url).toMatch(/^\/media\/products\/[a-f0-9]{64}\.webp$/);

    for (const file of renditions(url!)) {
      const [fromA, fromB] = await Promise.all([get(a, file), get(b, file)]);
      expect(fromB.status, file).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(fromB.bytes.equals(fromA.bytes), file).toBe(true);
      expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
      expect((await get(b, file, { 'if-none-match': fromA.headers.get('etag')! })).status).toBe(304);
    }
    const shown = await (await fetch(`${b.url}/api/products/${product.id}`)).json() as { images: string[] };
    expect(shown.images).toEqual([url]);
  });

  it('a review photo uploaded through A is served by B at once; deleting the review through A leaves no media rows', async () => {
    const before = await mediaRows();
    const created = await upload(a, 'POST', `/api/products/${product.id}/reviews`, customer,
      { rating: '5', comment: 'Heavy, even patina and a lovely ring.' }, await png(800, 600, '#3b6e8f'));
    const photo = (created.review as { _id: string; images: { url: string }[] });
    const url = photo.images[0]!.url;
    expect(await mediaRows()).toBe(before + IMAGE_WIDTHS.length);

    const fromB = await get(b, url);
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.equals((await get(a, url)).bytes)).toBe(true);
    expect(fromB.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const res = await fetch(`${a.url}/api/products/${product.id}/reviews/${photo._id}`, { method: 'DELETE', headers: customer.headers });
    expect(res.status).toBe(200);
    expect(await mediaRows()).toBe(before);
    // A width B never served is gone for B too (what B served already may sit in its memory a few minutes).
    expect((await get(b, imageVariantUrl(url, 240))).status).toBe(404);
  });
});
