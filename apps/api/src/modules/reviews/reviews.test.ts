import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '@dhatu/domain';
import type { ReviewDto } from '@dhatu/domain/contracts';
import { products, reviews } from '../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../test/auth-helpers.ts';
import { mediaStored } from '../../test/media.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createProduct, multipartBody, newPhone, pixelBombPng, placeOrder, png, sidewaysJpegWithExif, type FilePart } from './test-helpers.ts';

const COMMENT = 'Heavy, well finished brass. Lovely glow at dusk.';
const MB = 1024 * 1024;

describe('reviews API', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const customer = () => loginAs(t.app, newPhone());
  const product = (name?: string) => createProduct(t.database.db, name);
  // Photos are stored by their bytes: each call draws a picture of its own colour.
  let photos = 0;
  const photo = async (name = 'photo.png'): Promise<FilePart> => {
    photos += 1;
    return { name, type: 'image/png', data: await png(64, 48, `#${(0x203040 + photos * 0x010203).toString(16).slice(-6)}`) };
  };
  /** The review photos in the media table (what every instance serves). */
  const reviewFiles = async () => (await t.database.db.execute<{ path: string }>(sql`
    select path from media where starts_with(path, 'reviews/') order by path`)).rows.map((row) => row.path);

  type Method = 'POST' | 'PUT';
  const send = (who: LoggedIn | null, method: Method, url: string, fields: Record<string, string | number>, files: FilePart[] = []) => {
    const body = multipartBody(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(who?.headers ?? {}) } });
  };
  const create = async (who: LoggedIn, productId: string, fields: Record<string, string | number>, files: FilePart[] = []) => {
    const res = await send(who, 'POST', `/api/products/${productId}/reviews`, fields, files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().review as ReviewDto;
  };
  const edit = async (who: LoggedIn, productId: string, reviewId: string, fields: Record<string, string | number>, files: FilePart[] = []) => {
    const res = await send(who, 'PUT', `/api/products/${productId}/reviews/${reviewId}`, fields, files);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().review as ReviewDto;
  };
  const refused = async (res: { statusCode: number; body: string; json: () => { message: string } }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
  };
  const list = async (productId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { reviews: ReviewDto[]; summary: { average: number; count: number; counts: Record<string, number> } };
  };
  const mine = async (who: LoggedIn, productId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/user/my-review`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().review as ReviewDto | null;
  };
  /** The product's stored aggregate, its answer in the catalogue, and a fresh recount: all three must agree. */
  const expectRating = async (productId: string, count: number, total: number) => {
    const [stored] = await t.database.db.select({ total: products.ratingsTotal, count: products.reviewsCount }).from(products).where(eq(products.id, productId));
    const [recount] = await t.database.db.select({ total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: sql<number>`count(*)::int` })
      .from(reviews).where(and(eq(reviews.productId, productId), eq(reviews.isHidden, false)));
    expect(stored).toEqual({ total, count });
    expect(recount).toEqual({ total, count });
    const answer = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
    const average = count ? Math.round((total / count) * 10) / 10 : 0;
    expect({ ratings: answer.ratings, reviewsCount: answer.reviewsCount }).toEqual({ ratings: average, reviewsCount: count });
    expect((await list(productId)).summary).toMatchObject({ average, count });
  };

  it('lists nothing for a product without reviews and 404s for an unknown or hidden one', async () => {
    const diya = await product();
    expect(await list(diya.id)).toEqual({ reviews: [], summary: { average: 0, count: 0, counts: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } } });
    await refused(await t.app.inject({ method: 'GET', url: '/api/products/nope/reviews' }), 404, 'Product not found');
    await t.database.db.update(products).set({ isHidden: true }).where(eq(products.id, diya.id));
    await refused(await t.app.inject({ method: 'GET', url: `/api/products/${diya.id}/reviews` }), 404, 'Product not found');
  });

  it('needs a signed-in customer to read their own review and to write, edit or delete', async () => {
    const diya = await product();
    const calls = [
      { method: 'GET' as const, url: `/api/products/${diya.id}/reviews/user/my-review` },
      { method: 'POST' as const, url: `/api/products/${diya.id}/reviews`, ...multipartBody({ rating: 5, comment: COMMENT }) },
      { method: 'PUT' as const, url: `/api/products/${diya.id}/reviews/x`, ...multipartBody({ rating: 5, comment: COMMENT }) },
      { method: 'DELETE' as const, url: `/api/products/${diya.id}/reviews/x` },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().message).toBe('Please login to continue');
    }
    expect(await list(diya.id)).toMatchObject({ reviews: [] });
  });

  it("checks rating and comment on the server with the spec's messages, multipart and JSON alike", async () => {
    const asha = await customer();
    const diya = await product();
    const url = `/api/products/${diya.id}/reviews`;
    const cases: [Record<string, string | number>, string][] = [
      [{ comment: COMMENT }, 'Please select a rating between 1 and 5 stars'],
      [{ rating: 0, comment: COMMENT }, 'Please select a rating between 1 and 5 stars'],
      [{ rating: 6, comment: COMMENT }, 'Please select a rating between 1 and 5 stars'],
      [{ rating: '4.5', comment: COMMENT }, 'Please select a rating between 1 and 5 stars'],
      [{ rating: 'five', comment: COMMENT }, 'Please select a rating between 1 and 5 stars'],
      [{ rating: 5 }, 'Please write a review comment'],
      [{ rating: 5, comment: '    ' }, 'Please write a review comment'],
      [{ rating: 5, comment: '   too short   ' }, 'Review comment must be at least 10 characters long'],
      [{ rating: 5, comment: 'x'.repeat(1001) }, 'Review comment must not exceed 1000 characters'],
      [{ rating: 5, comment: 'x'.repeat(9000) }, 'Review comment must not exceed 1000 characters'],
    ];
    for (const [fields, message] of cases) {
      await refused(await send(asha, 'POST', url, fields), 400, message);
      await refused(await t.app.inject({ method: 'POST', url, headers: asha.headers, payload: fields }), 400, message);
    }
    const both = await send(asha, 'POST', url, { rating: 9, comment: 'short' });
    expect(both.json()).toEqual({
      message: 'Please select a rating between 1 and 5 stars',
      errors: ['rating: Please select a rating between 1 and 5 stars', 'comment: Review comment must be at least 10 characters long'],
    });
    await refused(await send(asha, 'POST', url, { rating: 5, comment: COMMENT, verified: 'true' }), 400, "Unexpected field 'verified'");
    expect(await mine(asha, diya.id)).toBeNull();

    // Boundaries count after trimming.
    const review = await create(asha, diya.id, { rating: 3, comment: `   ${'x'.repeat(10)}   ` });
    expect(review.comment).toBe('x'.repeat(10));
    await refused(await send(asha, 'PUT', `${url}/${review._id}`, { rating: 3, comment: COMMENT, imageAction: 'delete' }), 400, "imageAction must be 'add' or 'replace'");
    await refused(await send(asha, 'PUT', `${url}/${review._id}`, { rating: 3, comment: 'tiny' }), 400, 'Review comment must be at least 10 characters long');
    expect((await edit(asha, diya.id, review._id, { rating: 2, comment: 'y'.repeat(1000) })).comment).toHaveLength(1000);
  });

  it('writes a review with photos re-encoded to WebP at every width, upright and without EXIF, served with nosniff', async () => {
    const asha = await customer();
    const lamp = await product('Brass Kuthu Vilakku');
    const before = await reviewFiles();
    const review = await create(asha, lamp.id, { rating: 4, comment: `  ${COMMENT}  ` }, [
      { name: 'IMG_2031.JPG', type: 'image/jpeg', data: await sidewaysJpegWithExif() },
      await photo(),
    ]);

    expect(review).toEqual({
      _id: expect.any(String),
      user: { _id: asha.user._id, name: expect.any(String) },
      rating: 4,
      comment: COMMENT,
      images: [
        { _id: expect.any(String), url: expect.stringMatching(/^\/media\/reviews\/[a-f0-9]{64}\.webp$/), altText: 'Customer photo 1 of Brass Kuthu Vilakku' },
        { _id: expect.any(String), url: expect.stringMatching(/^\/media\/reviews\/[a-f0-9]{64}\.webp$/), altText: 'Customer photo 2 of Brass Kuthu Vilakku' },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      isVerifiedPurchase: false,
    });
    // Nothing of the upload's name or declared type survives.
    expect(JSON.stringify(review)).not.toContain('IMG_2031');
    expect((await reviewFiles()).length - before.length).toBe(2 * IMAGE_WIDTHS.length);

    const [sideways] = review.images;
    for (const width of IMAGE_WIDTHS) {
      const url = width === Math.max(...IMAGE_WIDTHS) ? sideways!.url : imageVariantUrl(sideways!.url, width);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(res.rawPayload.toString('latin1')).not.toContain('Private Owner');
      // 1200 × 600 turned upright by its EXIF orientation: 600 wide, 1200 tall, never enlarged.
      expect(meta.width).toBe(Math.min(width, 600));
      expect(meta.height).toBe(Math.min(width, 600) * 2);
    }

    expect(await mine(asha, lamp.id)).toEqual(review);
    const { reviews: listed, summary } = await list(lamp.id);
    expect(listed).toEqual([review]);
    expect(summary).toEqual({ average: 4, count: 1, counts: { 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 } });
    await expectRating(lamp.id, 1, 4);
  });

  it('takes one review per customer and product (409), also when two arrive at once', async () => {
    const asha = await customer();
    const bell = await product();
    await create(asha, bell.id, { rating: 5, comment: COMMENT });
    const before = await reviewFiles();
    await refused(await send(asha, 'POST', `/api/products/${bell.id}/reviews`, { rating: 1, comment: COMMENT }, [await photo()]), 409, 'You have already reviewed this product');
    expect(await reviewFiles()).toEqual(before);

    // Two at once, both with a photo: one wins; the loser's photos are removed again.
    const kavya = await customer();
    const results = await Promise.all([1, 2].map(async () => send(kavya, 'POST', `/api/products/${bell.id}/reviews`, { rating: 2, comment: COMMENT }, [await photo()])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('You have already reviewed this product');
    const winner = results.find((r) => r.statusCode === 201)!.json().review as ReviewDto;
    const files = await reviewFiles();
    expect(files.length - before.length).toBe(IMAGE_WIDTHS.length);
    expect(files.some((f) => winner.images[0]!.url.endsWith(f))).toBe(true);
    await expectRating(bell.id, 2, 7);
  });

  it("lets only the author edit or delete: anyone else gets 'Review not found' and nothing changes", async () => {
    const asha = await customer();
    const rohan = await customer();
    const urli = await product();
    const other = await product();
    const review = await create(asha, urli.id, { rating: 5, comment: COMMENT }, [await photo()]);
    const files = await reviewFiles();

    const url = `/api/products/${urli.id}/reviews/${review._id}`;
    await refused(await send(rohan, 'PUT', url, { rating: 1, comment: 'Rewritten by someone else', imageAction: 'replace' }), 404, 'Review not found');
    await refused(await t.app.inject({ method: 'DELETE', url, headers: rohan.headers }), 404, 'Review not found');
    // The right author but the wrong product in the path, or an unknown review.
    await refused(await send(asha, 'PUT', `/api/products/${other.id}/reviews/${review._id}`, { rating: 1, comment: COMMENT }), 404, 'Review not found');
    await refused(await t.app.inject({ method: 'DELETE', url: `/api/products/${other.id}/reviews/${review._id}`, headers: asha.headers }), 404, 'Review not found');
    await refused(await t.app.inject({ method: 'DELETE', url: `/api/products/${urli.id}/reviews/nope`, headers: asha.headers }), 404, 'Review not found');

    expect(await mine(asha, urli.id)).toEqual(review);
    expect(await reviewFiles()).toEqual(files);
    await expectRating(urli.id, 1, 5);
  });

  describe('photo limits: nothing is saved when any file is refused', () => {
    let asha: LoggedIn;
    let kadai: { id: string };
    let before: string[];
    beforeAll(async () => {
      asha = await customer();
      kadai = await product();
      before = await reviewFiles();
    });
    const post = (files: FilePart[]) => send(asha, 'POST', `/api/products/${kadai.id}/reviews`, { rating: 5, comment: COMMENT }, files);
    const expectNothingSaved = async () => {
      expect(await mine(asha, kadai.id)).toBeNull();
      expect(await reviewFiles()).toEqual(before);
      await expectRating(kadai.id, 0, 0);
    };

    it('refuses a sixth photo', async () => {
      const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.png`)));
      await refused(await post(six), 413, 'You can upload at most 5 images');
      await expectNothingSaved();
    });

    it('refuses a photo over 5 MB', async () => {
      await refused(await post([await photo(), { name: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(6 * MB, 0xff) }]), 413, 'Each image must be 5 MB or smaller');
      await expectNothingSaved();
    });

    it('refuses bytes that are not an image, whatever the name and declared type say', async () => {
      const renamed = { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('This is a text file pretending to be a photo.\n') };
      await refused(await post([await photo(), renamed]), 400, 'Only image files (JPEG, PNG, WebP, GIF, AVIF or HEIF) can be uploaded');
      const svg = { name: 'logo.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') };
      await refused(await post([svg]), 400, 'Only image files (JPEG, PNG, WebP, GIF, AVIF or HEIF) can be uploaded');
      const truncated = (await png(400, 400)).subarray(0, 200);
      await refused(await post([{ name: 'cut.png', type: 'image/png', data: truncated }]), 400, 'Only image files (JPEG, PNG, WebP, GIF, AVIF or HEIF) can be uploaded');
      await expectNothingSaved();
    });

    it('refuses a decompression bomb: small on disk, 400 megapixels decoded', async () => {
      const bomb = pixelBombPng();
      expect(bomb.length).toBeLessThan(200_000);
      const started = Date.now();
      await refused(await post([{ name: 'bomb.png', type: 'image/png', data: bomb }]), 400, 'This image is too large');
      expect(Date.now() - started).toBeLessThan(5_000);
      await expectNothingSaved();
    });

    it('accepts exactly five photos of up to 5 MB', async () => {
      const five = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(`p${n}.png`)));
      const res = await post(five);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().review.images).toHaveLength(5);
    });
  });

  it('edits: adds photos up to 5 in all, replaces them (old files deleted), and keeps the rating in step', async () => {
    const asha = await customer();
    const thali = await product();
    const review = await create(asha, thali.id, { rating: 5, comment: COMMENT }, [await photo(), await photo()]);
    await expectRating(thali.id, 1, 5);

    const added = await edit(asha, thali.id, review._id, { rating: 4, comment: 'Still lovely after a month of use.' }, [await photo(), await photo(), await photo()]);
    expect(added.images.map((i) => i._id).slice(0, 2)).toEqual(review.images.map((i) => i._id));
    expect(added.images).toHaveLength(5);
    expect(added.images[4]!.altText).toBe('Customer photo 5 of Brass Diya');
    expect(added.comment).toBe('Still lovely after a month of use.');
    expect(Date.parse(added.updatedAt)).toBeGreaterThanOrEqual(Date.parse(review.updatedAt));
    await expectRating(thali.id, 1, 4);

    const url = `/api/products/${thali.id}/reviews/${review._id}`;
    await refused(await send(asha, 'PUT', url, { rating: 4, comment: COMMENT }, [await photo()]), 400, 'A review can have at most 5 images');
    await refused(await send(asha, 'PUT', url, { rating: 4, comment: COMMENT, imageAction: 'add' }, [await photo()]), 400, 'A review can have at most 5 images');
    // A bad file in a replace leaves the review as it was.
    await refused(await send(asha, 'PUT', url, { rating: 1, comment: COMMENT, imageAction: 'replace' }, [{ name: 'a.png', type: 'image/png', data: Buffer.from('nope') }]), 400, 'Only image files (JPEG, PNG, WebP, GIF, AVIF or HEIF) can be uploaded');
    expect(await mine(asha, thali.id)).toEqual(added);

    const oldFiles = added.images.map((i) => i.url);
    for (const f of oldFiles) expect(await mediaStored(t.database.db, f), f).toBe(true);
    const replaced = await edit(asha, thali.id, review._id, { rating: 2, comment: COMMENT, imageAction: 'replace' }, [await photo()]);
    expect(replaced.images).toHaveLength(1);
    expect(replaced.images[0]!.altText).toBe('Customer photo 1 of Brass Diya');
    for (const f of oldFiles) {
      expect(await mediaStored(t.database.db, f), f).toBe(false);
      expect(await mediaStored(t.database.db, imageVariantUrl(f, 480)), f).toBe(false);
    }
    await expectRating(thali.id, 1, 2);

    const bare = await edit(asha, thali.id, review._id, { rating: 3, comment: COMMENT, imageAction: 'replace' });
    expect(bare.images).toEqual([]);
    await expectRating(thali.id, 1, 3);
  });

  it('deletes: the photos go, the rating follows, and the customer can write again', async () => {
    const asha = await customer();
    const ganesha = await product();
    const review = await create(asha, ganesha.id, { rating: 2, comment: COMMENT }, [await photo()]);
    const file = review.images[0]!.url;
    expect(await mediaStored(t.database.db, file)).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${ganesha.id}/reviews/${review._id}`, headers: asha.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await mediaStored(t.database.db, file)).toBe(false);
    expect(await mine(asha, ganesha.id)).toBeNull();
    await expectRating(ganesha.id, 0, 0);

    await create(asha, ganesha.id, { rating: 5, comment: COMMENT });
    await expectRating(ganesha.id, 1, 5);
  });

  it('keeps the summary and the product rating right under concurrent reviews, edits and deletes by different customers', async () => {
    const lota = await product();
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => customer()));
    const ratings = [5, 4, 4, 3, 1, 5];
    const created = await Promise.all(people.map((p, i) => create(p, lota.id, { rating: ratings[i]!, comment: COMMENT })));
    await expectRating(lota.id, 6, 22);
    const { reviews: listed, summary } = await list(lota.id);
    expect(summary).toEqual({ average: 3.7, count: 6, counts: { 5: 2, 4: 2, 3: 1, 2: 0, 1: 1 } });
    // Newest first.
    const times = listed.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    await Promise.all([
      edit(people[0]!, lota.id, created[0]!._id, { rating: 1, comment: COMMENT }), // 5 → 1
      edit(people[1]!, lota.id, created[1]!._id, { rating: 5, comment: COMMENT }), // 4 → 5
      t.app.inject({ method: 'DELETE', url: `/api/products/${lota.id}/reviews/${created[4]!._id}`, headers: people[4]!.headers }), // 1 gone
      t.app.inject({ method: 'DELETE', url: `/api/products/${lota.id}/reviews/${created[5]!._id}`, headers: people[5]!.headers }), // 5 gone
    ]);
    await expectRating(lota.id, 4, 1 + 5 + 4 + 3);
    expect((await list(lota.id)).summary).toEqual({ average: 3.3, count: 4, counts: { 5: 1, 4: 1, 3: 1, 2: 0, 1: 1 } });
  });

  it("marks 'Verified purchase' only for an author with a delivered order containing the product", async () => {
    const [asha, rohan, meera] = await Promise.all([customer(), customer(), customer()]);
    const kalash = await product();
    const other = await product();
    await placeOrder(t.database.db, asha.user._id, kalash.id, 'delivered');
    await placeOrder(t.database.db, rohan.user._id, kalash.id, 'shipped');
    await placeOrder(t.database.db, meera.user._id, other.id, 'delivered');
    const written = await Promise.all([asha, rohan, meera].map((who) => create(who, kalash.id, { rating: 5, comment: COMMENT })));
    expect(written.map((r) => r.isVerifiedPurchase)).toEqual([true, false, false]);
    const byUser = new Map((await list(kalash.id)).reviews.map((r) => [r.user._id, r.isVerifiedPurchase]));
    expect([asha, rohan, meera].map((who) => byUser.get(who.user._id))).toEqual([true, false, false]);
    expect((await mine(asha, kalash.id))?.isVerifiedPurchase).toBe(true);
  });

  it('leaves hidden reviews out of the list, but shows the author their own', async () => {
    const asha = await customer();
    const box = await product();
    const review = await create(asha, box.id, { rating: 1, comment: COMMENT });
    await t.database.db.update(reviews).set({ isHidden: true }).where(eq(reviews.id, review._id));
    expect((await list(box.id)).reviews).toEqual([]);
    expect((await mine(asha, box.id))?._id).toBe(review._id);
  });
});
