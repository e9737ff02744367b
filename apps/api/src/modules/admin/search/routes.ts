import {
  errorResponseSchema, searchInsightsQuery, searchInsightsSchema, synonymBodySchema, synonymIdParams, synonymListSchema, synonymSchema,
} from '@dhatu/domain/contracts';
import { z } from 'zod';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { cacheTagsForSynonyms, searchInsights } from '../../catalogue/index.ts';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from './synonyms.service.ts';

/**
 * The owner's side of search (issue 28): synonyms, in force at once on every instance (each change
 * publishes `search-synonyms` and `catalogue` after its commit), and what shoppers searched for.
 * Admins only (modules/admin/access guards every /api/admin route).
 */
export async function adminSearchRoutes(app: App) {
  const tags = ['admin: search'];
  const security = [{ bearer: [] }];
  const guarded = { 401: errorResponseSchema, 403: errorResponseSchema };
  const failures = { 400: errorResponseSchema, ...guarded, 404: errorResponseSchema, 409: errorResponseSchema };
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  const published = async <T>(answer: T): Promise<T> => {
    await app.changes.publish(cacheTagsForSynonyms);
    return answer;
  };

  app.get('/api/admin/search/synonyms', {
    schema: { tags, security, summary: 'The owner\'s search synonyms, by word', response: { 200: synonymListSchema, ...guarded } },
  }, async () => ({ synonyms: await listSynonyms(app.db) }));

  app.post('/api/admin/search/synonyms', {
    schema: {
      tags, security, summary: 'Add a synonym: shoppers who type `term` see products with any of `words`',
      description: 'One word each; refused (400) when empty, when it means itself or would loop through other synonyms; 409 when the word has synonyms already.',
      body: synonymBodySchema, response: { 201: synonymSchema, ...failures },
    },
  }, async (request, reply) => reply.status(201).send(await published(await createSynonym(app.db, actor(request), request.body))));

  app.put('/api/admin/search/synonyms/:id', {
    schema: { tags, security, summary: 'Change a synonym (checked as when added)', params: synonymIdParams, body: synonymBodySchema, response: { 200: synonymSchema, ...failures } },
  }, async (request) => published(await updateSynonym(app.db, actor(request), request.params.id, request.body)));

  app.delete('/api/admin/search/synonyms/:id', {
    schema: { tags, security, summary: 'Remove a synonym', params: synonymIdParams, response: { 200: z.object({ deleted: z.literal(true) }), ...failures } },
  }, async (request) => published(await deleteSynonym(app.db, actor(request), request.params.id)));

  app.get('/api/admin/search/insights', {
    schema: {
      tags, security, summary: 'The most searched words and those that found nothing, over the last 7 or 30 days (nobody who searched is recorded)',
      querystring: searchInsightsQuery, response: { 200: searchInsightsSchema, ...failures },
    },
  }, async (request) => searchInsights(app.db, request.query.days));
}
