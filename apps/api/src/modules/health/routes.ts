import { aliveSchema, notReadySchema, readySchema } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { checkReadiness } from './readiness.ts';

/** Seconds a client or balancer should wait before asking a not-ready instance again. */
const RETRY_AFTER_SECONDS = '5';

export async function healthRoutes(app: App) {
  // Liveness: restarting the process would not help with anything this could report, so it asks nothing.
  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness: the process is running',
      description: 'Always 200 while the process runs (also while it waits for its database). Use /api/health/ready to decide where to send traffic.',
      response: { 200: aliveSchema },
    },
    config: { rateLimit: false },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/api/health/ready', {
    schema: {
      tags: ['health'],
      summary: 'Readiness: the database and Redis answer',
      description: `200 when the database, and Redis when REDIS_URL is set, answer within a short timeout; 503 naming which did not, or while the instance is starting or shutting down.`,
      response: { 200: readySchema, 503: notReadySchema },
    },
    config: { rateLimit: false },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { ready, answer } = await checkReadiness(app);
    if (ready) return answer;
    return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(answer);
  });
}
