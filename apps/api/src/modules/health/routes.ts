import { healthySchema, unhealthySchema } from '@dhatu/domain/contracts';
import { pingDatabase } from '../../db/client.ts';
import type { App } from '../../lib/types.ts';

export async function healthRoutes(app: App) {
  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: {
        200: healthySchema,
        503: unhealthySchema,
      },
    },
    config: { rateLimit: false },
  }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' as const, database: 'unreachable' as const });
    }
  });
}
