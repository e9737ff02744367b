import type { WebLoadContext } from '../../lib/load-context';
import { buildAppData, failedAppData } from './app-data';
import type { AppData } from './types';

/**
 * Banners, categories and subcategories for every page (storefront §4 App data), read once per visit.
 * The server keeps them in memory for a few seconds, so a page costs no query for them.
 */
export async function loadAppData(context: Pick<WebLoadContext, 'appData'>): Promise<AppData> {
  try {
    return buildAppData(await context.appData());
  } catch (error) {
    console.error('App data failed to load', error);
    return failedAppData(undefined);
  }
}
