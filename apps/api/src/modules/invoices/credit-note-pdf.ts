import { formatDateLong, invoiceFileName } from '@dhatu/domain';
import type { orders } from '../../db/schema/index.ts';
import type { CreditNoteRow } from './credit-note.service.ts';
import type { InvoiceRow } from './invoice.service.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import { placeOfSupplyText } from './tax-document.ts';

type OrderRow = typeof orders.$inferSelect;

export interface CreditNotePdfInput {
  creditNote: CreditNoteRow;
  /** The tax invoice it credits. */
  invoice: Pick<InvoiceRow, 'invoiceNumber' | 'issuedAt'>;
  order: Pick<OrderRow, 'orderNumber' | 'couponCode'>;
}

/** Why every credit note the shop issues exists: goods came back. */
export const CREDIT_NOTE_REASON = 'Goods returned (sales return)';

/**
 * The GST credit note as an A4 PDF in the invoice's style, drawn from the note as it was issued:
 * its own number and date, the tax invoice it credits (number and date, as rule 53 asks), the order
 * and the reason, then the returned lines with the tax they take back.
 */
export function renderCreditNotePdf({ creditNote, invoice, order }: CreditNotePdfInput): Promise<Buffer> {
  const invoiceDate = formatDateLong(invoice.issuedAt);
  return renderTaxDocumentPdf({
    body: creditNote,
    metaTitle: `Credit Note ${creditNote.creditNoteNumber}`,
    metaSubject: `Against tax invoice ${invoice.invoiceNumber}, order ${order.orderNumber}`,
    issuedAt: creditNote.issuedAt,
    title: 'CREDIT NOTE',
    copyLabel: 'Original for recipient',
    details: [
      ['Credit Note No.', creditNote.creditNoteNumber],
      ['Credit Note Date', formatDateLong(creditNote.issuedAt)],
      ['Tax Invoice No.', invoice.invoiceNumber],
      ['Invoice Date', invoiceDate],
      ['Order ID', order.orderNumber],
      ['Place of Supply', placeOfSupplyText(creditNote)],
      ['Reverse Charge', 'No'],
    ],
    notice: {
      tone: 'info',
      heading: `Against tax invoice ${invoice.invoiceNumber} dated ${invoiceDate}, order ${order.orderNumber}`,
      text: `Reason: ${CREDIT_NOTE_REASON}. The value and GST of the goods below are credited to the recipient.`,
    },
    couponCode: order.couponCode,
    // Shipping appears only when it is given back.
    noShippingText: null,
    totalLabel: 'Credit note total',
    footerNotes: [
      'Amounts include GST; each line shows the tax included in the amount credited.',
      'This is a computer-generated credit note and does not require a signature.',
    ],
    footerNumber: creditNote.creditNoteNumber,
    stamp: null,
  });
}

/** 'CN-2627-000007.pdf'. */
export const creditNoteFileName = (creditNoteNumber: string) => invoiceFileName(creditNoteNumber);
