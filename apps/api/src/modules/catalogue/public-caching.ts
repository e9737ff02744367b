import etag from '@fastify/etag';
import type { App } from '../../lib/types.ts';

/**
 * Public catalogue answers: a browser or CDN may keep them but asks again every time (max-age=0,
 * must-revalidate) with the ETag it holds; an unchanged answer is a bodiless 304. A price saved
 * a moment ago is never shown from a cache — correctness before bandwidth.
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=0, must-revalidate';

/** ETags (a hash of the answer's bytes) for the routes of the plugin context it is registered in. */
export async function registerCatalogueEtags(app: App): Promise<void> {
  await app.register(etag);
}
