import type { ServerApi } from '../../lib/load-context';
import { buildAppData, failedAppData, unwrapList } from './app-data';
import type { AppData, Banner, Category, Subcategory } from './types';

class AppDataError extends Error {}

/** Loads banners, categories and subcategories together through the in-process API (once per visit). */
export async function loadAppData(api: ServerApi): Promise<AppData> {
  try {
    const [banners, categories, subcategories] = await Promise.all([
      fetchList<Banner>(api, '/api/banners', 'banners'),
      fetchList<Category>(api, '/api/categories', 'categories'),
      fetchList<Subcategory>(api, '/api/categories/subcategories/all', 'subcategories'),
    ]);
    return buildAppData({ banners, categories, subcategories });
  } catch (error) {
    console.error('App data failed to load', error);
    // Only a message the API itself sent is shown; anything else gets the generic text.
    return failedAppData(error instanceof AppDataError ? error.message : undefined);
  }
}

async function fetchList<T>(api: ServerApi, path: string, key: string): Promise<T[]> {
  const { status, data } = await api<unknown>(path);
  if (status >= 400) {
    const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
    throw new AppDataError(typeof message === 'string' ? message : '');
  }
  return unwrapList<T>(data, key);
}
