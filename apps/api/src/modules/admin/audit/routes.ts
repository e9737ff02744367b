import { and, count, desc, eq } from 'drizzle-orm';
import { pageCount } from '@dhatu/domain';
import { auditListSchema, auditQuery, errorResponseSchema } from '@dhatu/domain/contracts';
import { auditLog, users } from '../../../db/schema/index.ts';
import type { App } from '../../../lib/types.ts';

/** GET /api/admin/audit: who changed what, newest first (admins only). */
export async function adminAuditRoutes(app: App) {
  app.get('/api/admin/audit', {
    schema: {
      tags: ['admin: orders'], security: [{ bearer: [] }],
      summary: 'The audit log, newest first, optionally of one kind of record or one record',
      querystring: auditQuery,
      response: { 200: auditListSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (request) => {
    const { entityType, entityId, page, limit } = request.query;
    const where = and(
      entityType ? eq(auditLog.entityType, entityType) : undefined,
      entityId ? eq(auditLog.entityId, entityId) : undefined,
    );
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      app.db.select({ entry: auditLog, actorPhone: users.phone, actorName: users.name }).from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit).offset((page - 1) * limit),
      app.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return {
      entries: rows.map(({ entry, actorPhone, actorName }) => ({
        _id: entry.id, action: entry.action, entityType: entry.entityType, entityId: entry.entityId,
        actorPhone: actorPhone ?? null, actorName: actorName ?? null, createdAt: entry.createdAt.toISOString(),
        before: entry.before, after: entry.after,
      })),
      total, page, pages: pageCount(total, limit),
    };
  });
}
