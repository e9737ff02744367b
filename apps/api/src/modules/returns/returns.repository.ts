import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  isOpenReturn, maskRefundDestination, paiseToRupees, returnedLinePaise, RETURN_STATUSES, type ReturnStatus,
} from '@dhatu/domain';
import type { AdminReturnDto, ReturnRequestDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import {
  creditNotes, orderItems, orders, refunds, returnEvents, returnLines, returnRequests,
} from '../../db/schema/index.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** A request with everything its answer shows, read in one go for a page of requests. */
export interface LoadedReturn {
  request: ReturnRow;
  order: OrderRow;
  lines: { line: typeof returnLines.$inferSelect; item: ItemRow }[];
  events: (typeof returnEvents.$inferSelect)[];
  refund: (typeof refunds.$inferSelect & { creditNoteNumber: string | null }) | null;
}

export async function loadReturns(db: Db | Tx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<LoadedReturn[]> {
  let query = db.select({ request: returnRequests, order: orders }).from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)).$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const heads = await query;
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.request.id);
  const [lines, events, refundRows] = await Promise.all([
    db.select({ line: returnLines, item: orderItems }).from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(inArray(returnLines.returnId, ids)).orderBy(asc(orderItems.position)),
    db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    db.select({ refund: refunds, creditNoteNumber: creditNotes.creditNoteNumber }).from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .where(inArray(refunds.returnId, ids)),
  ]);
  return heads.map(({ request, order }) => {
    const refund = refundRows.find((r) => r.refund.returnId === request.id);
    return {
      request,
      order,
      lines: lines.filter((l) => l.line.returnId === request.id),
      // Steps of one moment (a refund the provider confirms at once) in the order of the lifecycle.
      events: events.filter((e) => e.returnId === request.id)
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || RETURN_STATUSES.indexOf(x.status) - RETURN_STATUSES.indexOf(y.status)),
      refund: refund ? { ...refund.refund, creditNoteNumber: refund.creditNoteNumber } : null,
    };
  });
}

export async function loadReturn(db: Db | Tx, returnId: string): Promise<LoadedReturn | null> {
  const [found] = await loadReturns(db, eq(returnRequests.id, returnId));
  return found ?? null;
}

/** Units of each line of an order in requests that are open or ended in a refund or exchange (not rejected). */
export async function unitsInRequests(db: Db | Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await db.select({ itemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines).innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), sql`${returnRequests.status} <> 'rejected'`))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

/** The answer a customer sees: the refund destination masked, no internal notes. */
export function toReturnDto({ request, lines, events, refund }: LoadedReturn): ReturnRequestDto {
  return {
    _id: request.id,
    returnNumber: request.returnNumber,
    orderId: request.orderId,
    status: request.status,
    resolution: request.resolution,
    reason: request.reason,
    reasonText: request.reasonText,
    lines: lines.map(({ line, item }) => ({
      _id: line.id,
      itemId: item.id,
      name: item.productName,
      image: item.image,
      quantity: line.quantity,
      restocked: line.restocked,
      amount: paiseToRupees(returnedLinePaise(item, line.quantity)),
    })),
    photos: request.photos,
    video: request.videoUrl,
    refundTo: request.refundTo ? maskRefundDestination(request.refundTo) : null,
    instructions: request.instructions,
    rejectionReason: request.rejectionReason,
    exchange: request.exchangeCourier && request.exchangeTrackingNumber
      ? { courier: request.exchangeCourier, trackingNumber: request.exchangeTrackingNumber } : null,
    refund: refund && {
      amount: paiseToRupees(refund.amountPaise),
      shipping: paiseToRupees(refund.shippingPaise),
      method: refund.method,
      status: refund.status,
      reference: refund.reference,
      creditNoteNumber: refund.creditNoteNumber,
    },
    timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
    createdAt: request.createdAt.toISOString(),
  };
}

/** The owner's view: the order, the customer, and the full bank or UPI details while a transfer is due. */
export function toAdminReturnDto(loaded: LoadedReturn, refundablePaise: number | null): AdminReturnDto {
  const { request, order, refund } = loaded;
  // The owner needs the account only while a transfer may still be made.
  const transferDue = isOpenReturn(request.status) && refund?.status !== 'processed';
  return {
    ...toReturnDto(loaded),
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    customer: { name: order.userName, phone: order.userPhone },
    refundTo: request.refundTo ? (transferDue ? fullDestination(request.refundTo) : maskRefundDestination(request.refundTo)) : null,
    refundable: refundablePaise === null ? null : paiseToRupees(refundablePaise),
  };
}

function fullDestination(destination: NonNullable<ReturnRow['refundTo']>): string {
  return destination.method === 'upi'
    ? `UPI ${destination.upiId}`
    : `${destination.accountName}, A/c ${destination.accountNumber}, IFSC ${destination.ifsc}`;
}

/** Requests per status, for the queue's filters. */
export async function returnCounts(db: Db): Promise<Record<ReturnStatus, number>> {
  const rows = await db.select({ status: returnRequests.status, count: sql<number>`count(*)::int` }).from(returnRequests).groupBy(returnRequests.status);
  const counts = Object.fromEntries(RETURN_STATUSES.map((s) => [s, 0])) as Record<ReturnStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

