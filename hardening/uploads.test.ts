/**
 * Every upload route in the OpenAPI document (review photos, a return's photos, the admin's
 * product, category, subcategory and banner images) refuses non-images, polyglots, an SVG with a script and pixel
 * bombs with a 400 `{ message }`, and stores nothing: the media table is unchanged and no record
 * is made. A good PNG goes through each route (so the refusals are about the bytes), and a valid
 * JPEG hiding HTML in a comment is stored only as a re-encoded WebP with nothing of the HTML.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, orders, subcategories } from '../apps/api/src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../apps/api/src/test/test-app.ts';
import { badImages, goodPng, SCRIPT_MARKER, validJpegWithHtmlComment } from './support/bad-images.ts';
import { fillPath, label, loadOperations, pathParamsOf, type Operation } from './support/openapi.ts';
import { makeShop, type Shop } from './support/people.ts';

interface FilePart { field: string; bytes: Buffer; filename?: string; type?: string }

interface UploadRoute {
  op: Operation;
  url: string;
  field: string;
  fields: Record<string, string>;
  /** Files the route needs beside the image (a return's repacking video). */
  files: FilePart[];
  headers: Record<string, string>;
}

function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----hardening${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'photo.jpg'}"\r\n`
      + `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const REPACKING_VIDEO = readFileSync(new URL('../apps/api/src/test/fixtures/repacking.mp4', import.meta.url));

/** Every stored media file (what /media serves on every instance), with its size: "nothing stored" means this does not change. */
async function mediaTree(t: TestContext): Promise<string[]> {
  const { rows } = await t.database.db.execute<{ path: string; size: number }>(sql`select path, byte_size as size from media order by path`);
  return rows.map((row) => `/${row.path} ${row.size}`);
}

describe('uploads: only real images get in', () => {
  let t: TestContext;
  let shop: Shop;
  let routes: UploadRoute[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    shop = await makeShop(t);
    // One of each admin resource that can carry an image.
    await t.database.db.insert(subcategories).values({ name: 'Lamps', slug: `lamps-${Date.now()}`, categoryId: shop.f.brass });
    await t.database.db.insert(banners).values({ title: 'Diwali', image: '/media/banners/none.webp' });
    // Alice's order, delivered: a return's photos are uploaded to it.
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, shop.alice.ids.orderId));

    const operations = await loadOperations(t.app);
    const uploads = operations.filter((op) => op.method !== 'GET' && /multipart\/form-data/.test(`${op.summary} ${op.description}`));
    routes = [];
    for (const op of uploads) routes.push(await routeFor(op));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The ids, caller, file field and other fields an upload route needs, read from its path and description. */
  async function routeFor(op: Operation): Promise<UploadRoute> {
    const field = /field '(\w+)'/.exec(op.summary)?.[1] ?? /(\w+) \(repeated/.exec(op.description)?.[1] ?? 'images';
    const admin = op.path.startsWith('/api/admin/');
    const ids: Record<string, string> = {};
    for (const { name } of pathParamsOf(op)) {
      if (name === 'reviewId') ids[name] = shop.alice.ids.reviewId;
      else if (admin) ids[name] = await firstIdOf(op.path.split('/')[3]!);
      // A review is written for a product Alice has not reviewed; edited on the one she has.
      else ids[name] = op.method === 'POST' ? shop.products[1]!.id : shop.products[0]!.id;
    }
    if (/\/returns$/.test(op.path)) return returnRoute(op);
    const fields: Record<string, string> = /reviews/.test(op.path) ? { rating: '4', comment: 'Sturdy and beautifully finished piece.' } : {};
    return { op, url: fillPath(op.path, ids), field, fields, files: [], headers: admin ? shop.admin.headers : shop.alice.customer.headers };
  }

  /** A return of Alice's delivered order: its line, an exchange, the photo under test and the repacking video. */
  async function returnRoute(op: Operation): Promise<UploadRoute> {
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${shop.alice.ids.orderId}`, headers: shop.alice.customer.headers });
    const itemId = (order.json() as { items: { _id: string }[] }).items[0]!._id;
    return {
      op, url: fillPath(op.path, { id: shop.alice.ids.orderId }), field: 'photos',
      fields: { lines: JSON.stringify([{ itemId, quantity: 1 }]), reason: 'wrong_item', resolution: 'exchange' },
      files: [{ field: 'video', bytes: REPACKING_VIDEO, filename: 'packing.mp4', type: 'video/mp4' }],
      headers: shop.alice.customer.headers,
    };
  }

  /** The first record's id in the admin list of that resource (GET /api/admin/<resource>). */
  async function firstIdOf(resource: string): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/${resource}`, headers: shop.admin.headers });
    const found = /"_id":"([^"]+)"/.exec(res.body)?.[1];
    if (!found) throw new Error(`GET /api/admin/${resource} (${res.statusCode}) lists no record to upload to`);
    return found;
  }

  const upload = (route: UploadRoute, bytes: Buffer, extra: { filename?: string; type?: string } = {}) => {
    const body = multipart(route.fields, [{ field: route.field, bytes, ...extra }, ...route.files]);
    return t.app.inject({ method: route.op.method, url: route.url, headers: { ...route.headers, 'content-type': body.contentType }, payload: body.payload });
  };

  it('the document names the upload routes', () => {
    expect(routes.map((r) => label(r.op))).toContain('POST /api/products/{id}/reviews');
  });

  it('non-images, polyglots, an SVG with a script and pixel bombs are refused with 400 on every upload route, and nothing is stored', async ({ annotate }) => {
    const problems: string[] = [];
    let tries = 0;
    for (const route of routes) {
      for (const [kind, bytes] of Object.entries(badImages())) {
        const before = await mediaTree(t);
        const reviewBefore = await t.app.inject({ method: 'GET', url: `/api/products/${shop.products[1]!.id}/reviews/user/my-review`, headers: shop.alice.customer.headers });
        const res = await upload(route, bytes, kind.includes('SVG') ? { filename: 'drawing.svg', type: 'image/svg+xml' } : {});
        tries += 1;
        const where = `${kind} → ${label(route.op)}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode !== 400 || typeof (res.json() as { message?: unknown }).message !== 'string') problems.push(where);
        if ((await mediaTree(t)).join('\n') !== before.join('\n')) problems.push(`${where}: files were stored`);
        const reviewAfter = await t.app.inject({ method: 'GET', url: `/api/products/${shop.products[1]!.id}/reviews/user/my-review`, headers: shop.alice.customer.headers });
        if (reviewAfter.body !== reviewBefore.body) problems.push(`${where}: a review was made or changed`);
      }
    }
    expect(problems).toEqual([]);
    await annotate(`${routes.length} upload routes (${routes.map((r) => label(r.op)).join(', ')}) × ${Object.keys(badImages()).length} bad files = ${tries} refusals, nothing stored`);
  });

  it('a valid JPEG with HTML in a comment is stored only re-encoded: WebP, served as image/webp with nosniff, no trace of the HTML', async () => {
    const route = routes.find((r) => r.op.path.startsWith('/api/admin/products/')) ?? routes.find((r) => r.op.method === 'PUT')!;
    const before = new Set(await mediaTree(t));
    const res = await upload(route, await validJpegWithHtmlComment());
    if (res.statusCode === 400) {
      // Refusing it is also safe, if it is a plain refusal that left nothing behind.
      expect(typeof (res.json() as { message?: unknown }).message, res.body).toBe('string');
      expect((await mediaTree(t)).filter((f) => !before.has(f))).toEqual([]);
      return;
    }
    expect(res.statusCode, res.body).toBeLessThan(300);
    const written = (await mediaTree(t)).filter((f) => !before.has(f)).map((f) => f.split(' ')[0]!);
    expect(written.length).toBeGreaterThan(0);
    for (const file of written) {
      const served = await t.app.inject({ method: 'GET', url: `/media${file}` });
      const bytes = served.rawPayload;
      expect(file).toMatch(/\.webp$/);
      expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from(SCRIPT_MARKER))).toBe(false);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a good PNG goes through every upload route (so the refusals above were about the bytes)', async () => {
    for (const route of routes) {
      const res = await upload(route, await goodPng(), { filename: 'photo.png', type: 'image/png' });
      expect(res.statusCode, `${label(route.op)}: ${res.body}`).toBeLessThan(300);
    }
  });
});
