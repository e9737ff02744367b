import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@dhatu/domain';
import { imageFilesOf, prepareImage, removeImages, storeImage } from './images.ts';

const limits = { widths: IMAGE_WIDTHS, maxBytes: 5 * 1024 * 1024 };

describe('image pipeline', () => {
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'dhatu-images-'));
  });
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));

  it('encodes every width (never enlarging), stores them under a random name and removes them again', async () => {
    const gif = await sharp({ create: { width: 700, height: 350, channels: 4, background: '#c9a24d80' } }).gif().toBuffer();
    const prepared = await prepareImage(gif, limits);
    expect(prepared.renditions.map((r) => r.width)).toEqual([960, 480, 240]);
    expect(prepared).toMatchObject({ width: 700, height: 350 });
    const sizes = await Promise.all(prepared.renditions.map(async (r) => (await sharp(r.data).metadata()).width));
    expect(sizes).toEqual([700, 480, 240]);

    const first = await storeImage(mediaDir, 'reviews', prepared);
    const second = await storeImage(mediaDir, 'reviews', prepared);
    expect(first.url).toMatch(/^\/media\/reviews\/[a-f0-9]{32}\.webp$/);
    expect(second.url).not.toBe(first.url);
    expect(first.files.map((f) => f.replace(mediaDir, ''))).toEqual([
      first.url.replace('/media', ''),
      first.url.replace('/media', '').replace('.webp', '.w480.webp'),
      first.url.replace('/media', '').replace('.webp', '.w240.webp'),
    ]);
    expect(imageFilesOf(mediaDir, first.url, IMAGE_WIDTHS).sort()).toEqual([...first.files].sort());

    expect(await removeImages(mediaDir, [first.url, first.url], IMAGE_WIDTHS)).toEqual([]);
    expect(first.files.some((f) => existsSync(f))).toBe(false);
    expect(second.files.every((f) => existsSync(f))).toBe(true);
  });

  it('never resolves a URL to a file outside the media folder or to a file it did not name', () => {
    for (const url of ['/media/../etc/passwd.webp', '/media/reviews/../../x.webp', '/media/products/brass-diya.webp', 'https://example.com/a.webp', '/media/reviews/ABC.webp']) {
      expect(imageFilesOf(mediaDir, url, IMAGE_WIDTHS), url).toEqual([]);
    }
  });

  it('refuses bad folder names', async () => {
    const prepared = await prepareImage(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer(), limits);
    await expect(storeImage(mediaDir, '../outside', prepared)).rejects.toThrow(/Bad media folder/);
  });
});
