import { csvRupees, type B2clRow, type B2csRow, type CreditNoteRow, type DocumentSeriesRow, type GstReturn, type HsnRow } from '@dhatu/domain';
import type { GstReportPart } from '@dhatu/domain/contracts';
import type { FastifyReply } from 'fastify';
import { oneBatch, sendCsv, type CsvColumn } from './csv-stream.ts';

const rate = (basisPoints: number) => basisPoints / 100;
const taxColumns = <T extends { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }>(): CsvColumn<T>[] => [
  { header: 'Taxable value (₹)', value: (r) => csvRupees(r.taxablePaise) },
  { header: 'IGST (₹)', value: (r) => csvRupees(r.igstPaise) },
  { header: 'CGST (₹)', value: (r) => csvRupees(r.cgstPaise) },
  { header: 'SGST (₹)', value: (r) => csvRupees(r.sgstPaise) },
  { header: 'Cess (₹)', value: () => '0.00' },
];

/** One table of the return as a CSV download: the offline tool's headings, then the tax itself. */
export function sendGstCsv(reply: FastifyReply, fileName: string, report: GstReturn, part: GstReportPart) {
  const b2cs: CsvColumn<B2csRow>[] = [
    { header: 'Type', value: () => 'OE' },
    { header: 'Place Of Supply', value: (r) => r.placeOfSupply },
    { header: 'Supply', value: (r) => (r.supplyType === 'intra' ? 'Intra-state' : 'Inter-state') },
    { header: 'Rate (%)', value: (r) => rate(r.rateBasisPoints) },
    ...taxColumns<B2csRow>(),
  ];
  const b2cl: CsvColumn<B2clRow>[] = [
    { header: 'Invoice Number', value: (r) => r.invoiceNumber },
    { header: 'Invoice date', value: (r) => r.issuedOn },
    { header: 'Invoice Value (₹)', value: (r) => csvRupees(r.invoiceValuePaise) },
    { header: 'Place Of Supply', value: (r) => r.placeOfSupply },
    { header: 'Rate (%)', value: (r) => rate(r.rateBasisPoints) },
    ...taxColumns<B2clRow>(),
  ];
  const hsn: CsvColumn<HsnRow>[] = [
    { header: 'HSN', value: (r) => r.hsn },
    { header: 'Description', value: (r) => r.description },
    { header: 'UQC', value: (r) => r.uqc },
    { header: 'Total Quantity', value: (r) => r.quantity },
    { header: 'Total Value (₹)', value: (r) => csvRupees(r.valuePaise) },
    { header: 'Rate (%)', value: (r) => rate(r.rateBasisPoints) },
    ...taxColumns<HsnRow>(),
  ];
  const docs: CsvColumn<DocumentSeriesRow>[] = [
    { header: 'Nature of Document', value: (r) => (r.kind === 'invoice' ? 'Invoices for outward supply' : 'Credit Note') },
    { header: 'Sr. No. From', value: (r) => r.from },
    { header: 'Sr. No. To', value: (r) => r.to },
    { header: 'Total Number', value: (r) => r.total },
    { header: 'Cancelled', value: (r) => r.cancelled },
  ];
  const notes: CsvColumn<CreditNoteRow>[] = [
    { header: 'Note Number', value: (r) => r.creditNoteNumber },
    { header: 'Note date', value: (r) => r.issuedOn },
    { header: 'Against Invoice', value: (r) => r.invoiceNumber },
    { header: 'Invoice date', value: (r) => r.invoiceIssuedOn },
    { header: 'Reported', value: (r) => (r.againstLarge ? 'CDNUR (B2CL)' : 'Netted in B2CS') },
    { header: 'Place Of Supply', value: (r) => r.placeOfSupply },
    { header: 'Note Value (₹)', value: (r) => csvRupees(r.noteValuePaise) },
    { header: 'Rate (%)', value: (r) => rate(r.rateBasisPoints) },
    ...taxColumns<CreditNoteRow>(),
  ];
  switch (part) {
    case 'b2cs': return sendCsv(reply, fileName, b2cs, oneBatch(report.b2cs));
    case 'b2cl': return sendCsv(reply, fileName, b2cl, oneBatch(report.b2cl));
    case 'hsn': return sendCsv(reply, fileName, hsn, oneBatch(report.hsn));
    case 'docs': return sendCsv(reply, fileName, docs, oneBatch(report.documents));
    case 'credit-notes': return sendCsv(reply, fileName, notes, oneBatch(report.creditNotes));
  }
}
