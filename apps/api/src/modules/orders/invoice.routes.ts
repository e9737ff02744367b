import { eq } from 'drizzle-orm';
import { INVOICE_NOT_FOUND_MESSAGE, invoiceCancelledAt, invoiceFileName, ORDER_MESSAGES } from '@dhatu/domain';
import { errorResponseSchema, invoiceCheckSchema, invoiceOrderParams, invoicePdfSchema } from '@dhatu/domain/contracts';
import { invoices, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ownOrder } from './orders.repository.ts';
import { renderInvoicePdf } from '../invoices/index.ts';

/** GST invoices of the signed-in customer's orders (owner only: anyone else's is a 404). */
export async function invoiceRoutes(app: App) {
  const tags = ['invoices'];
  const security = [{ bearer: [] }];

  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The customer's order with its invoice (null until issued); 404 when the order is not theirs. */
  const orderWithInvoice = async (userId: string, idOrNumber: string) => {
    const [row] = await app.db.select({ order: orders, invoice: invoices }).from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(ownOrder(userId, idOrNumber)).limit(1);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return row;
  };

  app.get('/api/invoice/check/:orderId', {
    schema: {
      tags, security, summary: 'Whether the order has an invoice (issued for a confirmed order: COD at once, online once paid; a cancelled order keeps it, marked cancelled)',
      params: invoiceOrderParams,
      response: { 200: invoiceCheckSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    const { order, invoice } = await orderWithInvoice(currentUser(request).id, request.params.orderId);
    if (!invoice) return { exists: false, invoice: null };
    const cancelledAt = invoiceCancelledAt(invoice, order);
    return {
      exists: true,
      invoice: { invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt.toISOString(), cancelledAt: cancelledAt?.toISOString() ?? null },
    };
  });

  app.get('/api/invoice/download/:orderId', {
    schema: {
      tags, security,
      summary: "The GST tax invoice as a PDF attachment named after its number (INV-2627-000042.pdf); 404 'Invoice not found' before it is issued",
      params: invoiceOrderParams,
      response: {
        200: invoicePdfSchema,
        400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema,
      },
    },
  }, async (request, reply) => {
    const { order, invoice } = await orderWithInvoice(currentUser(request).id, request.params.orderId);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
    const pdf = await renderInvoicePdf({ invoice, order });
    const fileName = invoiceFileName(invoice.invoiceNumber);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('content-length', pdf.length)
      .send(pdf);
  });
}
