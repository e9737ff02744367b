import {
  adminMessageListQuery, adminMessageListSchema, adminMessageSchema, adminReviewListQuery, adminReviewListSchema,
  adminReviewSchema, deletedSchema, errorResponseSchema, idParams, messagePatchBody, reviewPatchBody,
} from '@dhatu/domain/contracts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { cacheTags } from '../../../lib/changes/cache-tags.ts';
import { requireAdminAccess } from '../catalogue/admin-media.ts';
import { listAdminMessages, setMessageStatus } from './messages.service.ts';
import { deleteAdminReview, listAdminReviews, setReviewHidden } from './reviews.service.ts';

/**
 * The shop owner's moderation: reviews (hide, show, delete) and contact-form messages (read, mark
 * handled). Admins only; every change writes one audit row in its transaction.
 */
export async function adminContentRoutes(app: App) {
  const tags = ['admin: content'];
  const security = [{ bearer: [] }];
  const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

  app.addHook('onRequest', requireAdminAccess(app));

  app.get('/api/admin/reviews', {
    schema: {
      tags, security, summary: 'Reviews, newest first, with product and author (name, phone)',
      querystring: adminReviewListQuery, response: { 200: adminReviewListSchema, ...failures },
    },
  }, async (request) => listAdminReviews(app.db, request.query));

  app.patch('/api/admin/reviews/:id', {
    schema: {
      tags, security, summary: "Hide or show a review; the product's rating and count follow",
      params: idParams, body: reviewPatchBody, response: { 200: adminReviewSchema, ...failures },
    },
  }, async (request) => {
    const review = await setReviewHidden(app.db, currentUser(request).id, request.params.id, request.body.isHidden);
    // The product's rating, count and reviews show on its page and cards.
    await app.changes.publish([cacheTags.product(review.product._id)]);
    return review;
  });

  app.delete('/api/admin/reviews/:id', {
    schema: { tags, security, summary: 'Delete a review and its photos', params: idParams, response: { 200: deletedSchema, ...failures } },
  }, async (request) => {
    const { productId } = await deleteAdminReview(app.db, currentUser(request).id, request.params.id);
    await app.changes.publish([cacheTags.product(productId)]);
    return { deleted: true as const };
  });

  app.get('/api/admin/messages', {
    schema: {
      tags, security, summary: 'Contact-form messages, newest first',
      querystring: adminMessageListQuery, response: { 200: adminMessageListSchema, ...failures },
    },
  }, async (request) => listAdminMessages(app.db, request.query));

  app.patch('/api/admin/messages/:id', {
    schema: {
      tags, security, summary: "Mark a message handled (or new again)",
      params: idParams, body: messagePatchBody, response: { 200: adminMessageSchema, ...failures },
    },
  }, async (request) => setMessageStatus(app.db, currentUser(request).id, request.params.id, request.body.status));
}
