import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminMessage, adminMessageListQuery } from '@dhatu/domain/contracts';
import type { Db } from '../../../db/client.ts';
import { contactMessages } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';

export const MESSAGE_NOT_FOUND = 'Message not found';

type Row = typeof contactMessages.$inferSelect;

function toAdminMessage(row: Row): AdminMessage {
  return {
    _id: row.id, name: row.name, email: row.email, message: row.message, status: row.status,
    createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/messages: contact-form messages, newest first. */
export async function listAdminMessages(db: Db, query: z.output<typeof adminMessageListQuery>) {
  const where = query.status === 'all' ? undefined : eq(contactMessages.status, query.status);
  const [rows, [counted]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(contactMessages).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { messages: rows.map(toAdminMessage), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

/** PATCH /api/admin/messages/{id}: handled (stamped now) or back to new. */
export async function setMessageStatus(db: Db, actorUserId: string, id: string, status: Row['status']): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!current) throw notFound(MESSAGE_NOT_FOUND);
    const before = toAdminMessage(current);
    if (current.status === status) return before;
    const [row] = await tx.update(contactMessages).set({ status, handledAt: status === 'handled' ? new Date() : null })
      .where(eq(contactMessages.id, id)).returning();
    const after = toAdminMessage(row!);
    await writeAudit(tx, { actorUserId, action: status === 'handled' ? 'message.handle' : 'message.reopen', entityType: 'contact_message', entityId: id, before, after });
    return after;
  });
}
