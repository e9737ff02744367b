import { bannerListSchema, categoryListSchema, subcategoryListSchema } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { registerAnswerCache } from './answer-cache.ts';
import { listBanners, listCategories, listSubcategories } from './app-data.service.ts';
import { PUBLIC_CATALOGUE_CACHE, registerCatalogueEtags } from './public-caching.ts';

/** Data every page needs once: banners, categories, subcategories (spec §4 App data). */
export async function appDataRoutes(app: App) {
  await registerCatalogueEtags(app);
  registerAnswerCache(app);
  const config = { answerCache: true };
  app.get('/api/banners', {
    config,
    schema: { tags: ['catalogue'], summary: 'Active banners, sorted by order', response: { 200: bannerListSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return { banners: await listBanners(app.db) };
  });

  app.get('/api/categories', {
    config,
    schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: categoryListSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return { categories: await listCategories(app.db) };
  });

  app.get('/api/categories/subcategories/all', {
    config,
    schema: { tags: ['catalogue'], summary: 'All subcategories with their parent category id', response: { 200: subcategoryListSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    return { subcategories: await listSubcategories(app.db) };
  });
}
