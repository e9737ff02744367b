import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTED_MARKER, importMediaFolder } from '../lib/media-import.ts';
import { saveMediaFiles } from '../lib/media-store.ts';
import { mediaRowCount } from '../test/media.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const quietLog = { info: () => {}, warn: () => {} };

describe('/media served from the database', () => {
  let t: TestContext;
  let webp: Buffer;
  const url = '/media/products/served-check.webp';

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    webp = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#a07030' } }).webp().toBuffer();
    await saveMediaFiles(t.database.db, [{ path: 'products/served-check.webp', contentType: 'image/webp', bytes: webp }]);
  });
  afterAll(() => t?.close());

  it('answers the stored bytes with a year of caching, an ETag, its type and nosniff', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(webp)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Number(res.headers['content-length'])).toBe(webp.length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 without a body when the browser already has it', async () => {
    const { etag } = (await t.app.inject({ url })).headers as { etag: string };
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.app.inject({ url, headers: { 'if-none-match': ifNoneMatch } });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toContain('immutable');
    }
    expect((await t.app.inject({ url, headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
  });

  it('answers byte ranges (Safari plays videos only so): a slice with 206, the tail, and 416 past the end', async () => {
    const slice = await t.app.inject({ url, headers: { range: 'bytes=2-5' } });
    expect(slice.statusCode).toBe(206);
    expect(slice.headers['content-range']).toBe(`bytes 2-5/${webp.length}`);
    expect(slice.rawPayload.equals(webp.subarray(2, 6))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(webp.subarray(webp.length - 4))).toBe(true);
    const open = await t.app.inject({ url, headers: { range: 'bytes=10-' } });
    expect(open.rawPayload.equals(webp.subarray(10))).toBe(true);
    expect((await t.app.inject({ url, headers: { range: `bytes=${webp.length}-` } })).statusCode).toBe(416);
    expect((await t.app.inject({ url, headers: { range: 'bytes=1-2,4-5' } })).statusCode).toBe(200);
  });

  it('answers 404 for unknown paths and path tricks, never a file from disk or a 500', async () => {
    for (const path of [
      '/media/products/nope.webp', '/media/', '/media/products', '/media/../package.json', '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/products/..%2f..%2fpackage.json', '/media/products%2f..%2f..%2fpackage.json', '/media/.env', '/media/products/.hidden.webp',
      '/media/products//served-check.webp', '/media/products%5cserved-check.webp', '/media/products/served-check.webp%00.png',
      `/media/${'a/'.repeat(200)}x.webp`,
    ]) {
      const res = await t.app.inject({ url: path });
      expect([400, 404], path).toContain(res.statusCode);
      expect(res.rawPayload.equals(webp), path).toBe(false);
      expect(res.body, path).not.toContain('"name"');
    }
  });

  it('imports an old media folder once, under the same paths, and then ignores it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dhatu-old-media-'));
    try {
      const jpeg = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#336699' } }).jpeg().toBuffer();
      mkdirSync(join(dir, 'products'), { recursive: true });
      mkdirSync(join(dir, 'reviews'), { recursive: true });
      mkdirSync(join(dir, '.render-lock'));
      writeFileSync(join(dir, 'products', 'old-lamp.webp'), webp);
      writeFileSync(join(dir, 'products', 'old-lamp.w480.webp'), webp);
      writeFileSync(join(dir, 'reviews', 'photo.jpg'), jpeg);
      writeFileSync(join(dir, 'products', 'notes.txt'), 'not an image');
      writeFileSync(join(dir, 'products', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      writeFileSync(join(dir, '.render-lock', 'x.webp'), webp);
      const before = await mediaRowCount(t.database.db);

      const first = await importMediaFolder(t.database.db, dir, quietLog);
      expect(first).toEqual({ imported: 3, skipped: ['products/drawing.svg', 'products/notes.txt'] });
      expect(await mediaRowCount(t.database.db)).toBe(before + 3);
      expect(existsSync(join(dir, IMPORTED_MARKER))).toBe(true);
      const lamp = await t.app.inject({ url: '/media/products/old-lamp.w480.webp' });
      expect(lamp.statusCode).toBe(200);
      expect(lamp.rawPayload.equals(webp)).toBe(true);
      const photo = await t.app.inject({ url: '/media/reviews/photo.jpg' });
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.rawPayload.equals(jpeg)).toBe(true);
      for (const skipped of ['/media/products/notes.txt', '/media/products/drawing.svg']) {
        expect((await t.app.inject({ url: skipped })).statusCode, skipped).toBe(404);
      }

      // Served from the database, not the folder: removing a file changes nothing, nor does a second start.
      unlinkSync(join(dir, 'products', 'old-lamp.webp'));
      writeFileSync(join(dir, 'products', 'added-later.webp'), webp);
      expect(await importMediaFolder(t.database.db, dir, quietLog)).toBeNull();
      expect((await t.app.inject({ url: '/media/products/old-lamp.webp' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/media/products/added-later.webp' })).statusCode).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has nothing to import when the folder does not exist', async () => {
    expect(await importMediaFolder(t.database.db, join(tmpdir(), 'dhatu-no-such-media-folder'), quietLog)).toBeNull();
  });
});
