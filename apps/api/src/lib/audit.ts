import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  /** The admin who made the change (request.user.id); null for the system (jobs). */
  actorUserId: string | null;
  /** 'order.ship', 'product.update', 'coupon.create' … */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin change. Call it inside the transaction that makes the change, so the record
 * exists exactly when the change does.
 */
export async function writeAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
