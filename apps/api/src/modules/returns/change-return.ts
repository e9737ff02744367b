import { eq } from 'drizzle-orm';
import { RETURN_MESSAGES, returnActionRefusal, type ReturnAction, type ReturnStatus } from '@dhatu/domain';
import type { Tx } from '../../db/client.ts';
import { orders, returnEvents, returnRequests } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { enqueueReturnNotification, type ReturnEvent, type ReturnNoticeDetail } from '../notifications/index.ts';

import type { ReturnContext } from './request-return.service.ts';
import { loadReturn, type LoadedReturn } from './returns.repository.ts';

/** What one step did: the new status, the timeline's note, the audit's before/after, the notice. */
export interface ReturnStep {
  status: ReturnStatus;
  note?: string | null;
  action: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  notify?: ReturnEvent;
  detail?: ReturnNoticeDetail;
}

/**
 * One step of a request, in one transaction: the order row locked first (the lock every request and
 * refund of that order takes, so two owners, two clicks or two instances queue), the request read
 * under it and refused unless `action` is allowed from its status, `apply` run, then the status,
 * the timeline, the audit row and the customer's notices. Notices are sent after the commit.
 * `apply` answering null means the step was already taken (a second click): nothing is recorded.
 */
export async function changeReturn(
  ctx: ReturnContext, actor: string | null, returnId: string, action: ReturnAction, now: Date,
  apply: (tx: Tx, loaded: LoadedReturn) => Promise<ReturnStep | null>,
  alreadyDone: (loaded: LoadedReturn) => boolean = () => false,
): Promise<string> {
  const queued = await ctx.db.transaction(async (tx) => {
    const [head] = await tx.select({ orderId: returnRequests.orderId }).from(returnRequests).where(eq(returnRequests.id, returnId));
    if (!head) throw notFound(RETURN_MESSAGES.notFound);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, head.orderId)).for('update');
    const loaded = await loadReturn(tx, returnId);
    if (!loaded) throw notFound(RETURN_MESSAGES.notFound);
    if (alreadyDone(loaded)) return 0;
    const refusal = returnActionRefusal(loaded.request.status, action);
    if (refusal) throw badRequest(refusal);
    const step = await apply(tx, loaded);
    if (!step) return 0;
    await recordStep(tx, loaded, step, actor, now);
    return step.notify ? enqueueReturnNotification(tx, returnId, step.notify, ctx.notices, step.detail, now) : 0;
  });
  if (queued > 0) ctx.kickNotifications();
  return returnId;
}

/** The status, the timeline entry and the audit row of a step (inside its transaction). */
export async function recordStep(tx: Tx, loaded: LoadedReturn, step: ReturnStep, actor: string | null, now: Date): Promise<void> {
  const { request } = loaded;
  await tx.update(returnRequests).set({ status: step.status, updatedAt: now }).where(eq(returnRequests.id, request.id));
  await tx.insert(returnEvents).values({ returnId: request.id, status: step.status, note: step.note ?? null, actorUserId: actor, createdAt: now });
  await writeAudit(tx, {
    actorUserId: actor, action: step.action, entityType: 'return', entityId: request.id,
    before: { status: request.status, ...step.before }, after: { status: step.status, ...step.after },
  });
}
