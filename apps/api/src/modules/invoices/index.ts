/** The invoices module's public face: what other modules may use. */
export { renderInvoicePdf } from './invoice-pdf.ts';
export { invoiceSettings, issueInvoice } from './invoice.service.ts';
