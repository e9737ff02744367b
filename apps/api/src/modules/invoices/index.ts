/** The invoices module's public face: what other modules may use. */
export { creditNoteFileName, renderCreditNotePdf } from './credit-note-pdf.ts';
export { findCreditNote, findCreditNoteOfReturn, issueCreditNote, type CreditNoteInput, type CreditNoteRow } from './credit-note.service.ts';
export { renderInvoicePdf } from './invoice-pdf.ts';
export { invoiceSettings, issueInvoice, type InvoiceSettings } from './invoice.service.ts';
