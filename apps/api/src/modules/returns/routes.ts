import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { invoiceFileName, RETURN_MESSAGES } from '@dhatu/domain';
import {
  creditNoteParams, errorResponseSchema, invoicePdfSchema, orderIdParams, returnAnswerSchema, returnListSchema,
} from '@dhatu/domain/contracts';
import { creditNotes, invoices, orders, refunds, returnRequests } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { renderCreditNotePdf } from '../invoices/index.ts';
import { ownOrder } from '../orders/index.ts';
import { readReturnForm, RETURN_FORM_LIMITS } from './return-form.ts';
import { returnContext } from './return-context.ts';
import { listOrderReturns, requestReturn } from './request-return.service.ts';
import { confirmProviderRefund } from './refund.service.ts';
import { loadReturn, toReturnDto } from './returns.repository.ts';

/** A customer's returns and exchanges of their own orders (issue 23); anyone else's order is 404. */
export async function returnRoutes(app: App) {
  const tags = ['returns'];
  const security = [{ bearer: [] }];
  const ctx = returnContext(app);
  // A provider's webhook about one of our refunds finishes it (modules/payments hands it on).
  app.payments.onRefundOutcome.push((outcome, now) => confirmProviderRefund(app.db, outcome, app.notifications.settings, now));

  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(multipart, { limits: RETURN_FORM_LIMITS });

  app.get('/api/orders/:id/returns', {
    schema: {
      tags, security, summary: "The order's return and exchange requests with their timelines, and whether another may be asked for now",
      params: orderIdParams,
      response: { 200: returnListSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => listOrderReturns(app.db, currentUser(request).id, request.params.id));

  app.post('/api/orders/:id/returns', {
    schema: {
      tags, security, consumes: ['multipart/form-data'],
      summary: 'Ask to return or exchange pieces of a delivered order, within the policy window, with the repacking video',
      description: [
        "multipart/form-data: lines (JSON text: [{itemId, quantity}]), reason (damaged | not_as_pictured | wrong_item | changed_mind | other),",
        'reasonText (required for other, at most 500 characters), resolution (refund | exchange), refundTo (JSON text; cash on delivery refunds only:',
        '{method: upi, upiId} or {method: bank, accountName, ifsc, accountNumber}); files photos (0–5 images of 5 MB) and video (one MP4, WebM or MOV,',
        'at most 50 MB and 5 minutes; the bytes decide the type). 400 names what is wrong; nothing is created.',
      ].join(' '),
      params: orderIdParams,
      response: { 201: returnAnswerSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema },
    },
  }, async (request, reply) => {
    const userId = currentUser(request).id;
    const form = await readReturnForm(request);
    const id = await requestReturn(ctx, userId, request.params.id, form);
    const loaded = await loadReturn(app.db, id);
    return reply.status(201).send({ request: toReturnDto(loaded!) });
  });

  app.get('/api/orders/:id/returns/:returnId/credit-note', {
    schema: {
      tags, security, summary: "The GST credit note of a request's refund as a PDF (CN-2627-000007.pdf); 404 until it is issued",
      params: creditNoteParams,
      response: { 200: invoicePdfSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request, reply) => {
    const [row] = await app.db.select({ creditNote: creditNotes, invoice: invoices, order: orders }).from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(refunds, eq(refunds.returnId, returnRequests.id))
      .innerJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(eq(returnRequests.id, request.params.returnId), ownOrder(currentUser(request).id, request.params.id)))
      .limit(1);
    if (!row) throw notFound(RETURN_MESSAGES.creditNoteNotFound);
    return sendPdf(reply, await renderCreditNotePdf(row), invoiceFileName(row.creditNote.creditNoteNumber));
  });
}

/** A PDF as an attachment. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply.type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', pdf.length)
    .send(pdf);
}
