import type { InvoiceRow } from './invoice.service.ts';

/**
 * What a GST document prints, whether a tax invoice or a credit note: both are kept as issued with
 * the same parties, lines and totals, so one drawing serves both (tax-document-pdf.ts).
 */
export type TaxDocumentBody = Pick<InvoiceRow,
  'seller' | 'buyer' | 'placeOfSupply' | 'placeOfSupplyCode' | 'supplyType' | 'lines' | 'summary'
  | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;

/** A boxed notice under the header: a cancellation (alert) or what the document refers to (info). */
export interface TaxDocumentNotice {
  tone: 'alert' | 'info';
  heading: string;
  text: string;
}

/** One document: its body and the words that make it an invoice or a credit note. */
export interface TaxDocument {
  body: TaxDocumentBody;
  /** The PDF's metadata title, as a viewer shows it. */
  metaTitle: string;
  metaSubject: string;
  issuedAt: Date;
  /** Right of the header band: 'TAX INVOICE', 'CREDIT NOTE'. */
  title: string;
  /** Under the title: 'Original for recipient'. */
  copyLabel: string;
  /** The details box beside the seller, key and value; the first row (the number) is set bold. */
  details: [string, string][];
  notice: TaxDocumentNotice | null;
  /** Named on the coupon row of the totals. */
  couponCode: string | null;
  /** The shipping row of the totals when nothing is charged for shipping ('Free'), or null to leave the row out. */
  noShippingText: string | null;
  /** The last row of the totals box: 'Invoice total'. */
  totalLabel: string;
  footerNotes: string[];
  /** The number printed at the foot of every page. */
  footerNumber: string;
  /** A word across every page ('CANCELLED'), or null. */
  stamp: string | null;
}

/** 'Karnataka (29)', or the text as typed when the state was not recognised. */
export function placeOfSupplyText(body: Pick<TaxDocumentBody, 'placeOfSupply' | 'placeOfSupplyCode'>): string {
  return body.placeOfSupplyCode ? `${body.placeOfSupply} (${body.placeOfSupplyCode})` : body.placeOfSupply;
}
