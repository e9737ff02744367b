import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import {
  gstReturnBuilder, indiaDay, invoiceCancelledAt, isB2cl, paiseToRupees, rangeInstants, returnPeriodOf, type DayRange, type GstReturn,
  type ReturnCreditNote, type ReturnInvoice,
} from '@dhatu/domain';
import type { GstReportDto } from '@dhatu/domain/contracts';
import type { Db } from '../../../db/client.ts';
import { creditNotes, invoices, orders } from '../../../db/schema/index.ts';
import type { InvoiceSeller } from '../../../db/schema/index.ts';

const BATCH = 1000;

/**
 * The invoices issued in a range of India days, read in batches of a thousand in number order
 * (keyset on the year's series and sequence), each as the return reads it: its lines as issued,
 * and cancelled when the domain's rule says so (an old invoice counts from its order's cancellation).
 */
/** One batch of the invoices issued in [start, end), after the given one in number order. */
function invoicePage(db: Db, start: Date, end: Date, after: { year: string; sequence: number } | null) {
  return db.select({
    invoice: {
      invoiceNumber: invoices.invoiceNumber, financialYear: invoices.financialYear, sequence: invoices.sequence, issuedAt: invoices.issuedAt,
      supplyType: invoices.supplyType, placeOfSupply: invoices.placeOfSupply, placeOfSupplyCode: invoices.placeOfSupplyCode,
      totalPaise: invoices.totalPaise, lines: invoices.lines, cancelledAt: invoices.cancelledAt,
    },
    order: { status: orders.status, cancelledAt: orders.cancelledAt, updatedAt: orders.updatedAt },
  }).from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(
      gte(invoices.issuedAt, start), lt(invoices.issuedAt, end),
      after ? or(gt(invoices.financialYear, after.year), and(eq(invoices.financialYear, after.year), gt(invoices.sequence, after.sequence))) : undefined,
    ))
    .orderBy(asc(invoices.financialYear), asc(invoices.sequence))
    .limit(BATCH);
}

/**
 * The invoices issued in a range of India days, read in batches of a thousand in number order
 * (keyset on the year's series and sequence), each as the return reads it: its lines as issued,
 * and cancelled when the domain's rule says so (an old invoice counts from its order's cancellation).
 */
async function* invoicesIssued(db: Db, range: DayRange): AsyncGenerator<ReturnInvoice[]> {
  const { start, end } = rangeInstants(range);
  let after: { year: string; sequence: number } | null = null;
  for (;;) {
    const rows = await invoicePage(db, start, end, after);
    if (rows.length === 0) return;
    yield rows.map(({ invoice, order }) => ({
      invoiceNumber: invoice.invoiceNumber,
      financialYear: invoice.financialYear,
      sequence: invoice.sequence,
      issuedOn: indiaDay(invoice.issuedAt),
      supplyType: invoice.supplyType,
      placeOfSupply: invoice.placeOfSupply,
      placeOfSupplyCode: invoice.placeOfSupplyCode,
      totalPaise: invoice.totalPaise,
      cancelled: invoiceCancelledAt(invoice, order) !== null,
      lines: invoice.lines,
    }));
    const last = rows.at(-1)!.invoice;
    after = { year: last.financialYear, sequence: last.sequence };
    if (rows.length < BATCH) return;
  }
}

/** The credit notes issued in a range of India days, each with the invoice it reverses. */
async function creditNotesIssued(db: Db, range: DayRange): Promise<ReturnCreditNote[]> {
  const { start, end } = rangeInstants(range);
  const rows = await db.select({
    note: creditNotes,
    invoice: { invoiceNumber: invoices.invoiceNumber, issuedAt: invoices.issuedAt, supplyType: invoices.supplyType, totalPaise: invoices.totalPaise },
  }).from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.sequence));
  return rows.map(({ note, invoice }) => ({
    creditNoteNumber: note.creditNoteNumber,
    financialYear: note.financialYear,
    sequence: note.sequence,
    issuedOn: indiaDay(note.issuedAt),
    invoiceNumber: invoice.invoiceNumber,
    invoiceIssuedOn: indiaDay(invoice.issuedAt),
    againstLarge: isB2cl(invoice),
    supplyType: note.supplyType,
    placeOfSupply: note.placeOfSupply,
    placeOfSupplyCode: note.placeOfSupplyCode,
    totalPaise: note.totalPaise,
    lines: note.lines,
  }));
}

/** The return's figures for a range: every invoice and credit note issued in it, added up once. */
export async function gstReturnFor(db: Db, range: DayRange): Promise<GstReturn> {
  const builder = gstReturnBuilder();
  for await (const batch of invoicesIssued(db, range)) for (const invoice of batch) builder.add(invoice);
  for (const note of await creditNotesIssued(db, range)) builder.addCreditNote(note);
  return builder.result();
}

const rupees = paiseToRupees;
const percent = (basisPoints: number) => basisPoints / 100;
const taxes = (row: { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }) => ({
  taxable: rupees(row.taxablePaise), igst: rupees(row.igstPaise), cgst: rupees(row.cgstPaise), sgst: rupees(row.sgstPaise),
});

/** GET /api/admin/reports/gst: the summary in rupees. */
export function gstReportDto(report: GstReturn, range: DayRange, seller: InvoiceSeller): GstReportDto {
  return {
    range,
    seller: { gstin: seller.gstin, stateCode: seller.stateCode },
    returnPeriod: returnPeriodOf(range),
    totals: {
      invoices: report.totals.invoices, cancelled: report.totals.cancelled, creditNotes: report.totals.creditNotes,
      value: rupees(report.totals.valuePaise), credited: rupees(report.totals.creditedPaise), ...taxes(report.totals),
    },
    b2cs: report.b2cs.map((r) => ({
      supplyType: r.supplyType, placeOfSupply: r.placeOfSupply, placeOfSupplyCode: r.placeOfSupplyCode, rate: percent(r.rateBasisPoints), ...taxes(r),
    })),
    b2cl: report.b2cl.map((r) => ({
      invoiceNumber: r.invoiceNumber, issuedOn: r.issuedOn, placeOfSupply: r.placeOfSupply, invoiceValue: rupees(r.invoiceValuePaise),
      rate: percent(r.rateBasisPoints), ...taxes(r),
    })),
    hsn: report.hsn.map((r) => ({
      hsn: r.hsn, description: r.description, uqc: r.uqc, quantity: r.quantity, value: rupees(r.valuePaise), rate: percent(r.rateBasisPoints), ...taxes(r),
    })),
    documents: report.documents,
    creditNotes: report.creditNotes.map((r) => ({
      creditNoteNumber: r.creditNoteNumber, issuedOn: r.issuedOn, invoiceNumber: r.invoiceNumber, invoiceIssuedOn: r.invoiceIssuedOn,
      againstLarge: r.againstLarge, placeOfSupply: r.placeOfSupply, noteValue: rupees(r.noteValuePaise), rate: percent(r.rateBasisPoints), ...taxes(r),
    })),
  };
}

/** 'gst-2026-11-01-to-2026-11-30': the stem of each file's name. */
export const gstFileStem = (range: DayRange) => `gst-${range.from}-to-${range.to}`;
