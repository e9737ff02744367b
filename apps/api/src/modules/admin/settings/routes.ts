import { ORDER_LIMIT_DEFAULTS } from '@dhatu/domain';
import { errorResponseSchema, orderLimitsBody, orderLimitsResponseSchema } from '@dhatu/domain/contracts';
import { cacheTags } from '../../../lib/changes/cache-tags.ts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { readOrderLimits, saveOrderLimits, type StoredOrderLimits } from '../../settings/index.ts';

const answer = ({ maxUnitsPerOrder, maxOpenOrdersPerAccount, updatedAt }: StoredOrderLimits) => ({
  maxUnitsPerOrder, maxOpenOrdersPerAccount, defaults: { ...ORDER_LIMIT_DEFAULTS }, updatedAt: updatedAt?.toISOString() ?? null,
});

/** The owner's shop settings (admins only: modules/admin/access guards every /api/admin route). */
export async function adminSettingsRoutes(app: App) {
  const tags = ['admin: settings'];
  const security = [{ bearer: [] }];
  const guarded = { 401: errorResponseSchema, 403: errorResponseSchema };

  app.get('/api/admin/settings/limits', {
    schema: {
      tags, security, summary: 'Limits against stock hoarding: units of one product per order, open orders per customer',
      response: { 200: orderLimitsResponseSchema, ...guarded },
    },
  }, async () => answer(await readOrderLimits(app.db)));

  app.put('/api/admin/settings/limits', {
    schema: {
      tags, security,
      summary: 'Change both limits (audited). They hold at once on every instance; carts above a lowered limit are lowered, with a notice',
      description: `maxUnitsPerOrder 1–999 (default ${ORDER_LIMIT_DEFAULTS.maxUnitsPerOrder}; a product's own "most per order" wins), `
        + `maxOpenOrdersPerAccount 1–100 (default ${ORDER_LIMIT_DEFAULTS.maxOpenOrdersPerAccount}).`,
      body: orderLimitsBody,
      response: { 200: orderLimitsResponseSchema, 400: errorResponseSchema, ...guarded },
    },
  }, async (request) => {
    const saved = await saveOrderLimits(app.db, currentUser(request).id, request.body);
    // Product pages and carts state the per-order limit.
    await app.changes.publish([cacheTags.settings]);
    return answer(saved);
  });
}
