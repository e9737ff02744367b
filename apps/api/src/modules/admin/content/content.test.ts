import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminMessage, AdminReview } from '@dhatu/domain/contracts';
import { contactMessages, reviews } from '../../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { newPhone, png, startAdminTest, type AdminTest } from '../catalogue/test-helpers.ts';
import { multipartBody } from '../../reviews/test-helpers.ts';

describe('admin reviews and messages API', () => {
  let a: AdminTest;
  let productId: string;

  const review = async (who: LoggedIn, rating: number, comment: string, withPhoto = false) => {
    const form = multipartBody({ rating, comment }, withPhoto ? [{ name: 'p.png', type: 'image/png', data: await png() }] : []);
    const res = await a.t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, payload: form.payload, headers: { ...who.headers, ...form.headers } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().review as { _id: string; images: { url: string }[] };
  };
  const publicRating = async () => {
    const p = (await a.call('GET', `/api/products/${productId}`, undefined, null)).json();
    const list = (await a.call('GET', `/api/products/${productId}/reviews`, undefined, null)).json();
    return { ratings: p.ratings, reviewsCount: p.reviewsCount, listed: (list.reviews as { _id: string }[]).map((r) => r._id), summary: list.summary };
  };

  beforeAll(async () => {
    a = await startAdminTest({ seed: false });
    const category = (await a.call('POST', '/api/admin/categories', { name: 'Brass' })).json()._id;
    productId = (await a.call('POST', '/api/admin/products', { name: 'Reviewed Diya', price: 450, stock: 20, category })).json()._id;
  });
  afterAll(() => a.close());

  describe('reviews', () => {
    let five: { _id: string; images: { url: string }[] };
    let one: { _id: string };
    let asha: LoggedIn;
    let ravi: LoggedIn;

    beforeAll(async () => {
      asha = await loginAs(a.t.app, newPhone());
      ravi = await loginAs(a.t.app, newPhone());
      five = await review(asha, 5, 'Beautiful diya, lovely weight.', true);
      one = await review(ravi, 1, 'This is spam, buy followers at example.com');
    });

    it('lists reviews with product and author, filtered by status and product', async () => {
      const res = await a.call('GET', `/api/admin/reviews?productId=${productId}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { reviews: AdminReview[]; total: number };
      expect(body.total).toBe(2);
      expect(body.reviews.map((r) => r._id)).toEqual([one._id, five._id]);
      expect(body.reviews[1]).toMatchObject({
        product: { _id: productId, name: 'Reviewed Diya' }, user: { phone: asha.user.phone }, rating: 5, isHidden: false,
        images: [{ url: five.images[0]!.url }],
      });
      expect((await a.call('GET', '/api/admin/reviews?status=hidden')).json()).toMatchObject({ reviews: [], total: 0 });
      expect((await a.call('GET', '/api/admin/reviews?status=secret')).statusCode).toBe(400);
    });

    it("hides a review: it leaves the product page and the product's rating and count; showing it brings it back", async () => {
      expect(await publicRating()).toMatchObject({ ratings: 3, reviewsCount: 2 });
      const res = await a.call('PATCH', `/api/admin/reviews/${one._id}`, { isHidden: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ _id: one._id, isHidden: true });
      expect(await publicRating()).toMatchObject({ ratings: 5, reviewsCount: 1, listed: [five._id], summary: { average: 5, count: 1 } });
      expect((await a.call('GET', '/api/admin/reviews?status=hidden')).json()).toMatchObject({ reviews: [{ _id: one._id }], total: 1 });

      // Hiding again changes nothing and records nothing.
      await a.call('PATCH', `/api/admin/reviews/${one._id}`, { isHidden: true });
      expect((await a.audit('review', one._id)).map((r) => r.action)).toEqual(['review.hide']);

      await a.call('PATCH', `/api/admin/reviews/${one._id}`, { isHidden: false });
      expect(await publicRating()).toMatchObject({ ratings: 3, reviewsCount: 2 });
      const rows = await a.audit('review', one._id);
      expect(rows.map((r) => r.action)).toEqual(['review.hide', 'review.show']);
      expect(rows[0]).toMatchObject({ actorUserId: a.admin.user._id, before: { isHidden: false }, after: { isHidden: true } });

      for (const body of [{ isHidden: 'yes' }, {}, { isHidden: true, rating: 5 }]) {
        expect((await a.call('PATCH', `/api/admin/reviews/${one._id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await a.call('PATCH', '/api/admin/reviews/nosuchreview', { isHidden: true })).statusCode).toBe(404);
      expect(await publicRating()).toMatchObject({ reviewsCount: 2 });
    });

    it('deletes a review with its photos; the rating follows', async () => {
      const photo = five.images[0]!.url;
      expect(await a.mediaExists(photo)).toBe(true);
      const res = await a.call('DELETE', `/api/admin/reviews/${five._id}`);
      expect(res.json()).toEqual({ deleted: true });
      expect(await a.t.database.db.select().from(reviews).where(eq(reviews.id, five._id))).toEqual([]);
      expect(await a.mediaExists(photo)).toBe(false);
      expect(await publicRating()).toMatchObject({ ratings: 1, reviewsCount: 1, listed: [one._id] });
      expect((await a.audit('review', five._id)).at(-1)).toMatchObject({ action: 'review.delete', before: { rating: 5 }, after: null });
      expect((await a.call('DELETE', `/api/admin/reviews/${five._id}`)).statusCode).toBe(404);
    });
  });

  describe('messages', () => {
    const send = async (name: string) => {
      const res = await a.call('POST', '/api/contact', { name, email: 'asha@example.com', message: 'Do you make custom brass name plates?' }, null);
      expect(res.statusCode, res.body).toBe(201);
    };

    it('lists contact messages and marks one handled (and new again), each change audited', async () => {
      await send('Asha Verma');
      await send('Ravi Kumar');
      const list = (await a.call('GET', '/api/admin/messages')).json() as { messages: AdminMessage[]; total: number };
      expect(list.total).toBe(2);
      expect(list.messages.map((m) => m.name)).toEqual(['Ravi Kumar', 'Asha Verma']);
      expect(list.messages[1]).toMatchObject({ email: 'asha@example.com', message: 'Do you make custom brass name plates?', status: 'new', handledAt: null });
      const id = list.messages[1]!._id;

      const handled = await a.call('PATCH', `/api/admin/messages/${id}`, { status: 'handled' });
      expect(handled.statusCode, handled.body).toBe(200);
      expect(handled.json()).toMatchObject({ _id: id, status: 'handled', handledAt: expect.any(String) });
      expect((await a.call('GET', '/api/admin/messages?status=new')).json()).toMatchObject({ total: 1, messages: [{ name: 'Ravi Kumar' }] });
      expect((await a.call('GET', '/api/admin/messages?status=handled')).json()).toMatchObject({ total: 1, messages: [{ _id: id }] });

      for (const body of [{ status: 'done' }, {}, { status: 'handled', note: 'x' }]) {
        expect((await a.call('PATCH', `/api/admin/messages/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      const reopened = await a.call('PATCH', `/api/admin/messages/${id}`, { status: 'new' });
      expect(reopened.json()).toMatchObject({ status: 'new', handledAt: null });
      const [row] = await a.t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({ status: 'new', handledAt: null });

      const rows = await a.audit('contact_message', id);
      expect(rows.map((r) => r.action)).toEqual(['message.handle', 'message.reopen']);
      expect(rows[0]).toMatchObject({ actorUserId: a.admin.user._id, before: { status: 'new' }, after: { status: 'handled' } });
      expect((await a.call('PATCH', '/api/admin/messages/nosuchmessage', { status: 'handled' })).statusCode).toBe(404);
    });
  });

  it('documents every catalogue and content route in /api/docs', async () => {
    const res = await a.call('GET', '/api/docs/json', undefined, null);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/admin/products', '/api/admin/products/{id}', '/api/admin/products/{id}/images', '/api/admin/categories', '/api/admin/categories/{id}/image',
      '/api/admin/subcategories/{id}', '/api/admin/banners/{id}/image', '/api/admin/coupons/{id}', '/api/admin/reviews/{id}', '/api/admin/messages/{id}',
    ]) expect(paths, path).toContain(path);
  });
});
