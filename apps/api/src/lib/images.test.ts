import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@dhatu/domain';
import { nameImage, prepareImage } from './images.ts';

const limits = { widths: IMAGE_WIDTHS, maxBytes: 5 * 1024 * 1024 };

describe('image pipeline', () => {
  it('encodes every width (never enlarging) and names the files by their bytes', async () => {
    const gif = await sharp({ create: { width: 700, height: 350, channels: 4, background: '#c9a24d80' } }).gif().toBuffer();
    const prepared = await prepareImage(gif, limits);
    expect(prepared.renditions.map((r) => r.width)).toEqual([960, 480, 240]);
    expect(prepared).toMatchObject({ width: 700, height: 350 });
    const sizes = await Promise.all(prepared.renditions.map(async (r) => (await sharp(r.data).metadata()).width));
    expect(sizes).toEqual([700, 480, 240]);

    const first = nameImage('reviews', prepared);
    expect(first.url).toMatch(/^\/media\/reviews\/[a-f0-9]{64}\.webp$/);
    const name = first.url.slice('/media/'.length, -'.webp'.length);
    expect(first.files.map((f) => [f.path, f.contentType, f.bytes])).toEqual([
      [`${name}.webp`, 'image/webp', prepared.renditions[0]!.data],
      [`${name}.w480.webp`, 'image/webp', prepared.renditions[1]!.data],
      [`${name}.w240.webp`, 'image/webp', prepared.renditions[2]!.data],
    ]);
    // The same bytes, the same name (stored once); other bytes, another name.
    expect(nameImage('reviews', prepared).url).toBe(first.url);
    const other = await prepareImage(await sharp({ create: { width: 700, height: 350, channels: 3, background: '#123456' } }).png().toBuffer(), limits);
    expect(nameImage('reviews', other).url).not.toBe(first.url);
  });

  it('refuses bad folder names', async () => {
    const prepared = await prepareImage(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer(), limits);
    for (const folder of ['../outside', 'reviews/', '/abs', 'Reviews']) expect(() => nameImage(folder, prepared), folder).toThrow(/Bad media folder/);
  });
});
