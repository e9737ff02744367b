/**
 * "A deleted product or review leaves no orphans" (issue 20), counted in the media table: whatever
 * a change stored, deleting what uses it removes again — unless something else still shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminProduct, ReviewDto } from '@dhatu/domain/contracts';
import { orderItems } from '../../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { mediaRowCount } from '../../../test/media.ts';
import { createProduct } from '../../reviews/test-helpers.ts';
import { multipartBody, newPhone, placeOrder, png, startAdminTest, type AdminTest } from './test-helpers.ts';

describe('media rows follow what uses them', () => {
  let a: AdminTest;
  let drawn = 0;
  /** A picture of its own colour (stored pictures are named by their bytes). */
  const picture = async () => ({ name: 'p.png', type: 'image/png', data: await png(300, 200, `#${(0x104080 + ++drawn * 0x030507).toString(16).slice(-6)}`) });
  const rows = () => mediaRowCount(a.t.database.db);
  const served = async (url: string) => (await a.t.app.inject({ url })).statusCode;

  const newProduct = async (name: string) => (await createProduct(a.t.database.db, name)).id;
  const addImages = async (productId: string, files: Awaited<ReturnType<typeof picture>>[]) => {
    const res = await a.upload(`/api/admin/products/${productId}/images`, files);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminProduct).images;
  };
  const review = async (who: LoggedIn, productId: string, files: Awaited<ReturnType<typeof picture>>[]) => {
    const body = multipartBody({ rating: 5, comment: 'Lovely weight and finish, as pictured.' }, files);
    const res = await a.t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, payload: body.payload, headers: { ...body.headers, ...who.headers } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().review as ReviewDto;
  };

  beforeAll(async () => { a = await startAdminTest({ seed: false }); });
  afterAll(() => a?.close());

  it('a deleted product takes its images and its reviews\' photos with it', async () => {
    const before = await rows();
    const id = await newProduct('Orphan-free Urli');
    const images = await addImages(id, [await picture(), await picture()]);
    const photos = (await review(await loginAs(a.t.app, newPhone()), id, [await picture(), await picture(), await picture()])).images;
    expect(await rows()).toBe(before + 5 * 3);
    for (const url of [...images, ...photos.map((p) => p.url)]) expect(await served(url), url).toBe(200);

    const res = await a.call('DELETE', `/api/admin/products/${id}`);
    expect(res.json()).toEqual({ deleted: true });
    expect(await rows()).toBe(before);
  });

  it('a review deleted by its author or by the admin takes its photos with it', async () => {
    const id = await newProduct('Reviewed Lota');
    const before = await rows();
    const author = await loginAs(a.t.app, newPhone());
    const own = await review(author, id, [await picture(), await picture()]);
    const other = await review(await loginAs(a.t.app, newPhone()), id, [await picture()]);
    expect(await rows()).toBe(before + 3 * 3);

    const mine = await a.t.app.inject({ method: 'DELETE', url: `/api/products/${id}/reviews/${own._id}`, headers: author.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await rows()).toBe(before + 3);
    expect((await a.call('DELETE', `/api/admin/reviews/${other._id}`)).statusCode).toBe(200);
    expect(await rows()).toBe(before);
  });

  it('a change that fails stores nothing', async () => {
    const id = await newProduct('Full Thali');
    await addImages(id, await Promise.all(Array.from({ length: 6 }, picture)));
    const before = await rows();
    const refused = await a.upload(`/api/admin/products/${id}/images`, [await picture()]);
    expect(refused.statusCode).toBe(400);
    const gone = await a.upload('/api/admin/products/nosuchproduct/images', [await picture()]);
    expect(gone.statusCode).toBe(404);
    expect(await rows()).toBe(before);
  });

  it('keeps a picture something else still shows: another product, or an old order', async () => {
    const shared = await picture();
    const first = await newProduct('Twin Bowl One');
    const second = await newProduct('Twin Bowl Two');
    const [url] = await addImages(first, [shared]);
    expect(await addImages(second, [shared])).toEqual([url]);
    await a.call('DELETE', `/api/admin/products/${first}`);
    expect(await served(url!)).toBe(200);

    // An order line shows the picture it was bought with: taking it off the product keeps it.
    const buyer = await loginAs(a.t.app, newPhone());
    await placeOrder(a.t.database.db, buyer.user._id, second, 'delivered');
    await a.t.database.db.update(orderItems).set({ image: url! }).where(eq(orderItems.productId, second));
    const before = await rows();
    const cleared = await a.call('PUT', `/api/admin/products/${second}/images`, { images: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await rows()).toBe(before);
    expect(await served(url!)).toBe(200);
  });
});
