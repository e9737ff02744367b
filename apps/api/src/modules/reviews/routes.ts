import multipart from '@fastify/multipart';
import {
  errorResponseSchema, myReviewSchema, productParams, reviewAnswerSchema, reviewListSchema, reviewParams, successSchema,
} from '@dhatu/domain/contracts';
import { cacheTags } from '../../lib/changes/cache-tags.ts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readReviewForm, REVIEW_FORM_LIMITS } from './review-form.ts';
import { createReview, deleteReview, listReviews, myReview, updateReview } from './reviews.service.ts';

const REVIEW_FIELDS = ['rating', 'comment'] as const;
const UPDATE_FIELDS = [...REVIEW_FIELDS, 'imageAction'] as const;

const FORM_HELP = 'multipart/form-data: rating (1–5), comment (10–1000 characters after trimming), images (repeated; at most 5 image files of 5 MB). '
  + 'JSON {rating, comment} is accepted too when there are no photos.';

/** Product reviews (storefront §7): read by anyone, written, edited and deleted by their author. */
export async function reviewRoutes(app: App) {
  const tags = ['reviews'];
  const security = [{ bearer: [] }];
  const failures = {
    400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema,
  };

  // Only this plugin's routes take multipart bodies, with limits that fit a review.
  await app.register(multipart, { limits: REVIEW_FORM_LIMITS });

  app.get('/api/products/:id/reviews', {
    schema: {
      tags, summary: 'Visible reviews of a product, newest first, with the average, count and reviews per star',
      params: productParams,
      response: { 200: reviewListSchema, 404: errorResponseSchema },
    },
  }, async (request) => listReviews(app.db, request.params.id));

  app.get('/api/products/:id/reviews/user/my-review', {
    onRequest: app.authenticate,
    schema: {
      tags, security, summary: "The caller's own review of the product, or null",
      params: productParams,
      response: { 200: myReviewSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { review: await myReview(app.db, request.params.id, currentUser(request).id) };
  });

  app.post('/api/products/:id/reviews', {
    onRequest: app.authenticate,
    schema: {
      tags, security, consumes: ['multipart/form-data', 'application/json'],
      summary: "Write a review (one per customer and product; a second is 409 'You have already reviewed this product')",
      description: FORM_HELP,
      params: productParams,
      response: { 201: reviewAnswerSchema, ...failures },
    },
  }, async (request, reply) => {
    const form = await readReviewForm(request, REVIEW_FIELDS);
    const review = await createReview(app.db, request.params.id, currentUser(request).id, form);
    // The product's rating, count and reviews show on its page and cards.
    await app.changes.publish([cacheTags.product(request.params.id)]);
    return reply.status(201).send({ review });
  });

  app.put('/api/products/:id/reviews/:reviewId', {
    onRequest: app.authenticate,
    schema: {
      tags, security, consumes: ['multipart/form-data', 'application/json'],
      summary: "Edit one's own review; imageAction add (default: keep the photos, at most 5 in all) or replace",
      description: `${FORM_HELP} imageAction: add | replace.`,
      params: reviewParams,
      response: { 200: reviewAnswerSchema, ...failures },
    },
  }, async (request) => {
    const form = await readReviewForm(request, UPDATE_FIELDS);
    const review = await updateReview(app.db, request.params.id, request.params.reviewId, currentUser(request).id, form);
    await app.changes.publish([cacheTags.product(request.params.id)]);
    return { review };
  });

  app.delete('/api/products/:id/reviews/:reviewId', {
    onRequest: app.authenticate,
    schema: {
      tags, security, summary: "Delete one's own review (and its photos)",
      params: reviewParams,
      response: { 200: successSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    await deleteReview(app.db, request.params.id, request.params.reviewId, currentUser(request).id);
    await app.changes.publish([cacheTags.product(request.params.id)]);
    return { success: true as const };
  });
}
