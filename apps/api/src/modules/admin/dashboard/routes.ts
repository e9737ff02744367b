import { dashboardSchema, errorResponseSchema } from '@dhatu/domain/contracts';
import type { App } from '../../../lib/types.ts';
import { dashboardFigures } from './dashboard.service.ts';

/** GET /api/admin/dashboard (admins only: modules/admin/access guards every /api/admin route). */
export async function adminDashboardRoutes(app: App) {
  app.get('/api/admin/dashboard', {
    schema: {
      tags: ['admin: orders'], security: [{ bearer: [] }],
      summary: "Today's and this month's orders and revenue (India time), orders to process, low stock, payments to look at, the last backup",
      response: { 200: dashboardSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async () => ({ ...await dashboardFigures(app.db), backups: await app.backups.status() }));
}
