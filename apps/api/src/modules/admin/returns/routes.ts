import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  approveReturnSchema, invoiceFileName, OPEN_RETURN_STATUSES, receiveReturnSchema, refundPaidSchema, rejectReturnSchema, RETURN_MESSAGES,
  sendExchangeSchema, toE164India,
} from '@dhatu/domain';
import {
  adminReturnListQuery, adminReturnListSchema, adminReturnParams, adminReturnSchema, errorResponseSchema, invoicePdfSchema,
} from '@dhatu/domain/contracts';
import type { z } from 'zod';
import { creditNotes, invoices, orders, refunds, returnRequests } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { renderCreditNotePdf } from '../../invoices/index.ts';
import {
  approveReturn, loadReturn, loadReturns, markRefundPaid, receiveReturn, refundAmount, refundReturn, rejectReturn, returnContext,
  returnCounts, returnStockTags, sendExchange, sendPdf, toAdminReturnDto,
} from '../../returns/index.ts';

const PAGE_SIZE = 20;

/**
 * The owner's returns queue (/api/admin/returns…): requests with filters and counts, and each step
 * of a request. Admins only (modules/admin/access). Every step is audited and answers the request.
 */
export async function adminReturnRoutes(app: App) {
  const tags = ['admin: returns'];
  const security = [{ bearer: [] }];
  const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
  const ctx = returnContext(app);
  const changed = { 200: adminReturnSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };

  const detail = async (id: string) => {
    const loaded = await loadReturn(app.db, id);
    if (!loaded) throw notFound(RETURN_MESSAGES.notFound);
    // What a refund would pay now, shown before the owner presses Refund.
    const refundable = loaded.request.status === 'received' && loaded.request.resolution === 'refund'
      ? (await app.db.transaction((tx) => refundAmount(tx, loaded))).totalPaise
      : null;
    return toAdminReturnDto(loaded, refundable);
  };

  app.get('/api/admin/returns', {
    schema: {
      tags, security, summary: "Return requests, newest first; filter by status ('open': every request waiting for a step) or search return number, order number or phone",
      querystring: adminReturnListQuery,
      response: { 200: adminReturnListSchema, 400: errorResponseSchema, ...denied },
    },
  }, async (request) => {
    const { status, q, page } = request.query;
    const where = and(statusFilter(status), search(q));
    const [totalRow] = await app.db.select({ count: sql<number>`count(*)::int` }).from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId)).where(where);
    const total = totalRow?.count ?? 0;
    const rows = await loadReturns(app.db, where, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return {
      returns: rows.map((r) => toAdminReturnDto(r, null)),
      counts: await returnCounts(app.db),
      total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    };
  });

  app.get('/api/admin/returns/:id', {
    schema: { tags, security, summary: 'One request with its order, media, timeline and refund', params: adminReturnParams, response: { 200: adminReturnSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema } },
  }, async (request) => detail(request.params.id));

  const step = <T extends z.ZodType>(path: string, summary: string, body: T | null, run: (actor: string, id: string, body: z.infer<T>) => Promise<unknown>) => {
    app.post(`/api/admin/returns/:id/${path}`, {
      schema: { tags, security, summary, params: adminReturnParams, ...(body ? { body } : {}), response: changed },
    }, async (request) => {
      await run(currentUser(request).id, request.params.id, request.body as z.infer<T>);
      return detail(request.params.id);
    });
  };

  step('approve', 'Approve a requested return, with pickup or ship-back instructions the customer is shown', approveReturnSchema,
    (actor, id, body) => approveReturn(ctx, actor, id, body));
  step('reject', 'Reject a requested return, with the reason the customer is shown', rejectReturnSchema,
    (actor, id, body) => rejectReturn(ctx, actor, id, body));
  step('receive', 'The pieces are back: per line, units back to stock (the rest written off)', receiveReturnSchema, async (actor, id, body) => {
    await receiveReturn(ctx, actor, id, body);
    await app.changes.publish(await returnStockTags(app.db, id));
  });
  step('refund', 'Refund a received return: online orders through the payment provider (idempotent), cash on delivery by the transfer the owner then marks paid. Issues the GST credit note of an invoiced order', null,
    (actor, id) => refundReturn(ctx, actor, id));
  step('refund-paid', 'A cash-on-delivery refund was paid by bank or UPI transfer (its reference)', refundPaidSchema,
    (actor, id, body) => markRefundPaid(ctx, actor, id, body));
  step('exchange', 'Send the same pieces again (taken from stock) with their own courier and tracking number', sendExchangeSchema, async (actor, id, body) => {
    await sendExchange(ctx, actor, id, body);
    await app.changes.publish(await returnStockTags(app.db, id));
  });

  app.get('/api/admin/returns/:id/credit-note', {
    schema: { tags, security, summary: "The request's GST credit note as a PDF; 404 until issued", params: adminReturnParams, response: { 200: invoicePdfSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema } },
  }, async (request, reply) => {
    const [row] = await app.db.select({ creditNote: creditNotes, invoice: invoices, order: orders }).from(refunds)
      .innerJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.returnId, request.params.id)).limit(1);
    if (!row) throw notFound(RETURN_MESSAGES.creditNoteNotFound);
    return sendPdf(reply, await renderCreditNotePdf(row), invoiceFileName(row.creditNote.creditNoteNumber));
  });
}

function statusFilter(status: z.infer<typeof adminReturnListQuery>['status']): SQL | undefined {
  if (!status) return undefined;
  return status === 'open' ? inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]) : eq(returnRequests.status, status);
}

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const phone = toE164India(q);
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(returnRequests.returnNumber, like), ilike(orders.orderNumber, like), ...(phone ? [eq(orders.userPhone, phone)] : []));
}
