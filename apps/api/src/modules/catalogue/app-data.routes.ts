import { bannerListSchema, categoryListSchema, subcategoryListSchema } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { listBanners, listCategories, listSubcategories } from './app-data.service.ts';

/** Data every page needs once: banners, categories, subcategories (spec §4 App data). */
export async function appDataRoutes(app: App) {
  app.get('/api/banners', {
    schema: { tags: ['catalogue'], summary: 'Active banners, sorted by order', response: { 200: bannerListSchema } },
  }, async () => ({ banners: await listBanners(app.db) }));

  app.get('/api/categories', {
    schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: categoryListSchema } },
  }, async () => ({ categories: await listCategories(app.db) }));

  app.get('/api/categories/subcategories/all', {
    schema: { tags: ['catalogue'], summary: 'All subcategories with their parent category id', response: { 200: subcategoryListSchema } },
  }, async () => ({ subcategories: await listSubcategories(app.db) }));
}
