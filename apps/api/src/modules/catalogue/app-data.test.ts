import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('app data', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('lists categories with the three materials and their tile images', async () => {
    const res = await t.app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as { categories: { _id: string; name: string; image: string | null }[] };
    const names = categories.map((c) => c.name.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['silver', 'brass', 'aluminium', 'wood', 'jewellery', 'decor']));
    for (const material of categories.filter((c) => ['silver', 'brass', 'aluminium'].includes(c.name.toLowerCase()))) {
      expect(material.image).toMatch(/^\/media\/.+\.webp$/);
    }
  });

  it('lists subcategories, at least three under each main material, each pointing at a real category', async () => {
    const { categories } = (await t.app.inject('/api/categories')).json() as { categories: { _id: string; name: string }[] };
    const res = await t.app.inject('/api/categories/subcategories/all');
    expect(res.statusCode).toBe(200);
    const { subcategories } = res.json() as { subcategories: { _id: string; name: string; parentCategory: string }[] };
    const ids = new Set(categories.map((c) => c._id));
    for (const sub of subcategories) expect(ids.has(sub.parentCategory)).toBe(true);
    for (const name of ['silver', 'brass', 'aluminium']) {
      const parent = categories.find((c) => c.name.toLowerCase() === name)!;
      expect(subcategories.filter((s) => s.parentCategory === parent._id).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists banners sorted by order, including the diwali material banner', async () => {
    const res = await t.app.inject('/api/banners');
    expect(res.statusCode).toBe(200);
    const { banners } = res.json() as { banners: { order: number; material: string; image: string }[] };
    expect(banners.map((b) => b.order)).toEqual([...banners.map((b) => b.order)].sort((a, b) => a - b));
    expect(banners.some((b) => b.material === 'diwali')).toBe(true);
  });

  it('serves the category images from /media with long caching and nosniff', async () => {
    const { categories } = (await t.app.inject('/api/categories')).json() as { categories: { image: string | null }[] };
    const image = categories.find((c) => c.image)!.image!;
    const res = await t.app.inject(image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject('/media/nothing-here.webp');
    expect(missing.statusCode).toBe(404);
  });
});
