import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBanner } from '@dhatu/domain/contracts';
import { banners } from '../../../db/schema/index.ts';
import { png, startAdminTest, type AdminTest } from './test-helpers.ts';

describe('admin banners API', () => {
  let a: AdminTest;
  const publicBanners = async () =>
    ((await a.call('GET', '/api/banners', undefined, null)).json() as { banners: { _id: string; order: number; image: string; mobileImage: string | null; title: string }[] }).banners;
  // Images are stored by their bytes: each upload is a colour of its own.
  let drawn = 0;
  const upload = async (id: string, kind: 'desktop' | 'mobile', width = 1600) => {
    const colour = `#${(0x604020 + ++drawn * 0x020301).toString(16).slice(-6)}`;
    return a.upload(`/api/admin/banners/${id}/image?kind=${kind}`, [{ name: 'b.png', type: 'image/png', data: await png(width, Math.round(width / 3), colour), field: 'image' }]);
  };

  beforeAll(async () => { a = await startAdminTest({ seed: false }); });
  afterAll(() => a.close());

  it('creates a banner that shows in the shop once it has its image and is switched on', async () => {
    const res = await a.call('POST', '/api/admin/banners', {
      material: ' Home ', title: 'Monsoon Brass Week', description: 'Up to 25% off lamps and bells.', link: '/products/brass',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminBanner;
    expect(created).toMatchObject({ material: 'home', position: 1, image: null, mobileImage: null, isActive: false, link: '/products/brass' });
    expect(await publicBanners()).toEqual([]);

    // Not without its image.
    const early = await a.call('PATCH', `/api/admin/banners/${created._id}`, { isActive: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Upload the desktop image before showing this banner');
    const activeAtOnce = await a.call('POST', '/api/admin/banners', { material: 'home', isActive: true });
    expect(activeAtOnce.statusCode).toBe(400);

    const desktop = await upload(created._id, 'desktop', 2400);
    expect(desktop.statusCode, desktop.body).toBe(200);
    const image = (desktop.json() as AdminBanner).image!;
    expect(image).toMatch(/^\/media\/banners\/[a-f0-9]{64}\.webp$/);
    // The storefront's banner srcset: 640, 1280 and 1920 wide.
    for (const name of [image, image.replace('.webp', '.w1280.webp'), image.replace('.webp', '.w640.webp')]) expect(await a.mediaExists(name), name).toBe(true);
    const mobile = (await upload(created._id, 'mobile', 900)).json() as AdminBanner;
    expect(mobile.mobileImage).toMatch(/^\/media\/banners\/[a-f0-9]{64}\.webp$/);
    expect(await a.mediaExists(mobile.mobileImage!.replace('.webp', '.w480.webp'))).toBe(true);

    const on = await a.call('PATCH', `/api/admin/banners/${created._id}`, { isActive: true, position: 3 });
    expect(on.statusCode, on.body).toBe(200);
    expect(await publicBanners()).toEqual([expect.objectContaining({
      _id: created._id, order: 3, title: 'Monsoon Brass Week', image, mobileImage: mobile.mobileImage,
    })]);

    // A new desktop image replaces the old files.
    const replaced = (await upload(created._id, 'desktop')).json() as AdminBanner;
    expect(await a.mediaExists(image)).toBe(false);
    expect(await a.mediaExists(replaced.image!)).toBe(true);

    expect((await a.audit('banner', created._id)).map((r) => r.action))
      .toEqual(['banner.create', 'banner.image.desktop', 'banner.image.mobile', 'banner.update', 'banner.image.desktop']);
    expect((await a.audit('banner', created._id))[3]).toMatchObject({ before: { isActive: false, position: 1 }, after: { isActive: true, position: 3 } });
  });

  it('refuses bad fields with 400, changing nothing', async () => {
    const audit = await a.auditCount();
    const count = (await a.t.database.db.select().from(banners)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ material: 'home', link: 'javascript:alert(1)' }, 'Link must be a page of the shop (starting with /) or a full https:// address'],
      [{ material: 'home', link: '//evil.example' }, 'Link must be a page of the shop (starting with /) or a full https:// address'],
      [{ material: 'home', link: 'http://example.com' }, 'Link must be a page of the shop (starting with /) or a full https:// address'],
      [{ material: 'home page' }, 'Material must be letters, numbers or - (for example home, diwali, silver)'],
      [{ material: 'home', title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
      [{ material: 'home', position: 1.5 }, 'Position must be a whole number from 0 to 10000'],
    ];
    for (const [body, message] of cases) {
      const res = await a.call('POST', '/api/admin/banners', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await a.call('POST', '/api/admin/banners', { material: 'diwali', link: 'https://example.com/sale' });
    expect(ok.statusCode).toBe(201);
    const id = ok.json()._id as string;
    expect((await a.call('PATCH', `/api/admin/banners/${id}`, { link: 'ftp://x' })).statusCode).toBe(400);
    const kind = await a.upload(`/api/admin/banners/${id}/image?kind=tablet`, [{ name: 'b.png', type: 'image/png', data: await png(), field: 'image' }]);
    expect(kind.statusCode).toBe(400);
    expect((await a.t.database.db.select().from(banners)).length).toBe(count + 1);
    expect(await a.auditCount()).toBe(audit + 1);
  });

  it('deletes a banner with its images', async () => {
    const { _id: id } = (await a.call('POST', '/api/admin/banners', { material: 'silver', title: 'Gone soon' })).json() as AdminBanner;
    const { image } = (await upload(id, 'desktop')).json() as AdminBanner;
    await a.call('PATCH', `/api/admin/banners/${id}`, { isActive: true });
    expect((await publicBanners()).map((b) => b._id)).toContain(id);
    const res = await a.call('DELETE', `/api/admin/banners/${id}`);
    expect(res.json()).toEqual({ deleted: true });
    expect((await publicBanners()).map((b) => b._id)).not.toContain(id);
    expect(await a.mediaExists(image!)).toBe(false);
    expect((await a.audit('banner', id)).at(-1)).toMatchObject({ action: 'banner.delete', before: { title: 'Gone soon' }, after: null });
    expect((await a.call('DELETE', `/api/admin/banners/${id}`)).statusCode).toBe(404);
  });

  it('keeps a picture another banner still shows when one of them is deleted', async () => {
    const same = await png(1600, 533, '#2a6f4e');
    const put = (id: string) => a.upload(`/api/admin/banners/${id}/image?kind=desktop`, [{ name: 'b.png', type: 'image/png', data: same, field: 'image' }]);
    const [one, two] = await Promise.all([1, 2].map(async (n) => ((await a.call('POST', '/api/admin/banners', { material: 'brass', title: `Twin ${n}` })).json() as AdminBanner)._id));
    const first = ((await put(one!)).json() as AdminBanner).image!;
    const second = ((await put(two!)).json() as AdminBanner).image!;
    expect(second).toBe(first);
    await a.call('DELETE', `/api/admin/banners/${one}`);
    expect(await a.mediaExists(first)).toBe(true);
    expect((await a.t.app.inject({ url: first })).statusCode).toBe(200);
    await a.call('DELETE', `/api/admin/banners/${two}`);
    expect(await a.mediaExists(first)).toBe(false);
    expect(await a.mediaExists(first.replace('.webp', '.w640.webp'))).toBe(false);
  });
});
