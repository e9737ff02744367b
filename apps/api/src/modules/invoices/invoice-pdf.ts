import { formatDateLong, invoiceCancelledAt, PAYMENT_METHOD_LABELS } from '@dhatu/domain';
import type { orders } from '../../db/schema/index.ts';
import type { InvoiceRow } from './invoice.service.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { placeOfSupplyText } from './tax-document.ts';

type OrderRow = typeof orders.$inferSelect;

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  order: Pick<OrderRow, 'orderNumber' | 'createdAt' | 'updatedAt' | 'paymentMethod' | 'paymentStatus' | 'status' | 'cancelledAt' | 'couponCode'>;
}

/** How the payment stands, in an invoice's words. */
function paymentText(order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>): string {
  switch (order.paymentStatus) {
    case 'pending': return order.paymentMethod === 'COD' ? 'Due on delivery' : 'Awaiting payment';
    case 'paid': return 'Paid';
    case 'failed': return 'Failed';
    case 'cancelled': return 'Cancelled';
    case 'refunded': return 'Refunded';
  }
}

/**
 * The GST tax invoice as an A4 PDF, drawn from the invoice as it was issued (and its order). A
 * cancelled invoice keeps its number and contents and is marked CANCELLED, with the date, on every
 * page.
 */
export function renderInvoicePdf({ invoice, order }: InvoicePdfInput): Promise<Buffer> {
  const cancelledAt = invoiceCancelledAt(invoice, order);
  return renderTaxDocumentPdf({
    body: invoice,
    metaTitle: `Tax Invoice ${invoice.invoiceNumber}${cancelledAt ? ' (CANCELLED)' : ''}`,
    metaSubject: `Order ${order.orderNumber}`,
    issuedAt: invoice.issuedAt,
    title: 'TAX INVOICE',
    copyLabel: 'Original for recipient',
    details: [
      ['Invoice No.', invoice.invoiceNumber],
      ['Invoice Date', formatDateLong(invoice.issuedAt)],
      ['Order ID', order.orderNumber],
      ['Order Date', formatDateLong(order.createdAt)],
      ['Payment', `${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${paymentText(order)}`],
      ['Place of Supply', placeOfSupplyText(invoice)],
      ['Reverse Charge', 'No'],
    ],
    notice: cancelledAt
      ? {
        tone: 'alert',
        heading: 'CANCELLED',
        text: `This invoice was cancelled on ${formatDateLong(cancelledAt)}, with order ${order.orderNumber}. It is not a valid tax invoice.`,
      }
      : null,
    couponCode: order.couponCode,
    noShippingText: 'Free',
    totalLabel: 'Invoice total',
    footerNotes: [
      'Prices include GST; each line shows the tax included in its amount.',
      'This is a computer-generated invoice and does not require a signature.',
    ],
    footerNumber: invoice.invoiceNumber,
    stamp: cancelledAt ? 'CANCELLED' : null,
  });
}
