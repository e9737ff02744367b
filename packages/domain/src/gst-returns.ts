import { INDIAN_STATES } from './states.ts';
import type { SupplyType } from './gst.ts';

/**
 * The figures of a GST return (GSTR-1) for a small B2C seller, added up from the shop's own tax
 * invoices exactly as issued: every paisa comes from an invoice line's taxable value and tax
 * (computed once, by gst.ts, when the invoice was made), never worked out again here.
 *
 * - B2C small (b2cs): by place of supply and rate, every standing invoice except a large
 *   inter-state one.
 * - B2C large (b2cl): an inter-state invoice worth more than ₹1,00,000 is reported one by one.
 * - HSN summary (table 12): by HSN/SAC and rate; quantity in the unit the return asks for.
 * - Documents issued (table 13): each invoice series' first and last number, count, cancelled.
 *
 * A cancelled invoice stays in the documents summary (as cancelled) and out of every sum.
 *
 * Credit notes (returns, issue 23) issued in the period count with a minus sign: against a B2C
 * small invoice they net its place of supply and rate in b2cs (the return reports B2C small supplies
 * net of their credit notes), against a B2C large one they are reported one by one (cdnur); in both
 * cases they net the HSN summary and the totals, and their series is a document kind of its own.
 */

/** An invoice line as the return reads it (invoices.lines in the database). */
export interface ReturnLine {
  kind: 'goods' | 'shipping';
  hsn: string;
  description: string;
  quantity: number;
  rateBasisPoints: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface ReturnInvoice {
  invoiceNumber: string;
  /** Series: '2627' for the financial year 2026-27. */
  financialYear: string;
  sequence: number;
  /** The India day it was issued, 'YYYY-MM-DD'. */
  issuedOn: string;
  supplyType: SupplyType;
  placeOfSupply: string;
  placeOfSupplyCode: string | null;
  totalPaise: number;
  cancelled: boolean;
  lines: readonly ReturnLine[];
}

/** A GST credit note as the return reads it (credit_notes, with the invoice it reverses). */
export interface ReturnCreditNote {
  creditNoteNumber: string;
  financialYear: string;
  sequence: number;
  issuedOn: string;
  invoiceNumber: string;
  invoiceIssuedOn: string;
  /** The invoice it reverses was reported one by one (b2cl): the note is too (cdnur). */
  againstLarge: boolean;
  supplyType: SupplyType;
  placeOfSupply: string;
  placeOfSupplyCode: string | null;
  totalPaise: number;
  lines: readonly ReturnLine[];
}

/** Inter-state B2C invoices above this are reported one by one (b2cl; ₹1,00,000 since August 2024). */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** Units of quantity code (UQC) the return asks for: pieces for goods, none for a service. */
export const UQC = { goods: 'NOS', service: 'NA' } as const;

/** Plain descriptions of the HSN headings the shop sells under (the return asks for one). */
export const HSN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  7113: 'Articles of jewellery of precious metal',
  7114: 'Articles of goldsmiths’ or silversmiths’ wares',
  7117: 'Imitation jewellery',
  7418: 'Table, kitchen or household articles of copper or brass',
  7615: 'Table, kitchen or household articles of aluminium',
  4419: 'Tableware and kitchenware of wood',
  4420: 'Wooden ornaments and caskets',
  8306: 'Statuettes and other ornaments of base metal',
  9968: 'Postal and courier services',
};

/** The description of an HSN/SAC code: its heading's, else the first thing sold under it. */
export function hsnDescription(hsn: string, fallback: string): string {
  for (const length of [8, 6, 4]) {
    const text = HSN_DESCRIPTIONS[hsn.slice(0, length)];
    if (hsn.length >= length && text) return text;
  }
  return fallback;
}

export interface TaxAmounts {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface B2csRow extends TaxAmounts {
  supplyType: SupplyType;
  /** GST state code, or null when the invoice's state was not recognised. */
  placeOfSupplyCode: string | null;
  placeOfSupply: string;
  rateBasisPoints: number;
}

export interface B2clRow extends TaxAmounts {
  invoiceNumber: string;
  issuedOn: string;
  placeOfSupplyCode: string | null;
  placeOfSupply: string;
  invoiceValuePaise: number;
  rateBasisPoints: number;
}

export interface HsnRow extends TaxAmounts {
  hsn: string;
  description: string;
  uqc: string;
  quantity: number;
  /** Σ line amounts, tax included. */
  valuePaise: number;
  rateBasisPoints: number;
}

export interface DocumentSeriesRow {
  kind: 'invoice' | 'creditNote';
  series: string;
  from: string;
  to: string;
  total: number;
  cancelled: number;
  /** total − cancelled. */
  net: number;
}

export interface GstReturnTotals extends TaxAmounts {
  invoices: number;
  cancelled: number;
  creditNotes: number;
  /** Σ standing invoices' totals less Σ credit notes', tax included (the taxes are net too). */
  valuePaise: number;
  /** Σ credit notes' totals, tax included. */
  creditedPaise: number;
}

/** A credit note of the period, by rate (cdnur rows are these for notes against b2cl invoices). */
export interface CreditNoteRow extends TaxAmounts {
  creditNoteNumber: string;
  issuedOn: string;
  invoiceNumber: string;
  invoiceIssuedOn: string;
  againstLarge: boolean;
  supplyType: SupplyType;
  placeOfSupplyCode: string | null;
  placeOfSupply: string;
  noteValuePaise: number;
  rateBasisPoints: number;
}

export interface GstReturn {
  totals: GstReturnTotals;
  b2cs: B2csRow[];
  b2cl: B2clRow[];
  hsn: HsnRow[];
  documents: DocumentSeriesRow[];
  creditNotes: CreditNoteRow[];
}

const zero = (): TaxAmounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

/** Adds a line's amounts (sign −1: takes them off, for a credit note). */
function addAmounts(into: TaxAmounts, line: TaxAmounts, sign = 1): void {
  into.taxablePaise += sign * line.taxablePaise;
  into.igstPaise += sign * line.igstPaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
}

export function isB2cl(invoice: Pick<ReturnInvoice, 'supplyType' | 'totalPaise'>): boolean {
  return invoice.supplyType === 'inter' && invoice.totalPaise > B2CL_LIMIT_PAISE;
}

/** Adds up a return from invoices and credit notes (any order); rows sorted the way the return lists them. */
export function gstReturn(invoices: readonly ReturnInvoice[], creditNotes: readonly ReturnCreditNote[] = []): GstReturn {
  const builder = gstReturnBuilder();
  for (const invoice of invoices) builder.add(invoice);
  for (const note of creditNotes) builder.addCreditNote(note);
  return builder.result();
}

interface Numbered { number: string; sequence: number }

/** The same, a document at a time: a quarter's invoices are read in batches, never all at once. */
export function gstReturnBuilder(): { add(invoice: ReturnInvoice): void; addCreditNote(note: ReturnCreditNote): void; result(): GstReturn } {
  const totals: GstReturnTotals = { invoices: 0, cancelled: 0, creditNotes: 0, valuePaise: 0, creditedPaise: 0, ...zero() };
  const b2cs = new Map<string, B2csRow>();
  const b2cl = new Map<string, B2clRow>();
  const hsn = new Map<string, HsnRow>();
  const notes = new Map<string, CreditNoteRow>();
  const series = new Map<string, { kind: DocumentSeriesRow['kind']; name: string; first: Numbered; last: Numbered; total: number; cancelled: number }>();

  function count(kind: DocumentSeriesRow['kind'], financialYear: string, doc: Numbered, cancelled: boolean): void {
    const key = `${kind}|${financialYear}`;
    const s = series.get(key);
    if (!s) series.set(key, { kind, name: financialYear, first: doc, last: doc, total: 1, cancelled: cancelled ? 1 : 0 });
    else {
      if (doc.sequence < s.first.sequence) s.first = doc;
      if (doc.sequence > s.last.sequence) s.last = doc;
      s.total += 1;
      if (cancelled) s.cancelled += 1;
    }
  }

  function b2csRow(doc: { supplyType: SupplyType; placeOfSupply: string; placeOfSupplyCode: string | null }, rateBasisPoints: number): B2csRow {
    const key = `${doc.supplyType}|${doc.placeOfSupplyCode ?? doc.placeOfSupply}|${rateBasisPoints}`;
    const row = b2cs.get(key) ?? {
      supplyType: doc.supplyType, placeOfSupplyCode: doc.placeOfSupplyCode,
      placeOfSupply: stateLabel(doc.placeOfSupplyCode, doc.placeOfSupply), rateBasisPoints, ...zero(),
    };
    b2cs.set(key, row);
    return row;
  }

  /** The HSN summary's line (sign −1 for a credit note's). */
  function addHsn(line: ReturnLine, sign: number): void {
    const hsnKey = `${line.hsn}|${line.rateBasisPoints}`;
    const service = line.kind === 'shipping';
    const row = hsn.get(hsnKey) ?? {
      hsn: line.hsn, description: hsnDescription(line.hsn, line.description), uqc: service ? UQC.service : UQC.goods,
      quantity: 0, valuePaise: 0, rateBasisPoints: line.rateBasisPoints, ...zero(),
    };
    // A service has no quantity in the return.
    if (!service) row.quantity += sign * line.quantity;
    row.valuePaise += sign * line.amountPaise;
    addAmounts(row, line, sign);
    hsn.set(hsnKey, row);
  }

  function addCreditNote(note: ReturnCreditNote): void {
    totals.creditNotes += 1;
    totals.creditedPaise += note.totalPaise;
    totals.valuePaise -= note.totalPaise;
    count('creditNote', note.financialYear, { number: note.creditNoteNumber, sequence: note.sequence }, false);
    for (const line of note.lines) {
      addAmounts(totals, line, -1);
      const key = `${note.creditNoteNumber}|${line.rateBasisPoints}`;
      const row = notes.get(key) ?? {
        creditNoteNumber: note.creditNoteNumber, issuedOn: note.issuedOn, invoiceNumber: note.invoiceNumber, invoiceIssuedOn: note.invoiceIssuedOn,
        againstLarge: note.againstLarge, supplyType: note.supplyType, placeOfSupplyCode: note.placeOfSupplyCode,
        placeOfSupply: stateLabel(note.placeOfSupplyCode, note.placeOfSupply), noteValuePaise: note.totalPaise, rateBasisPoints: line.rateBasisPoints, ...zero(),
      };
      addAmounts(row, line);
      notes.set(key, row);
      if (!note.againstLarge) addAmounts(b2csRow(note, line.rateBasisPoints), line, -1);
      addHsn(line, -1);
    }
  }

  function add(invoice: ReturnInvoice): void {
    totals.invoices += 1;
    count('invoice', invoice.financialYear, { number: invoice.invoiceNumber, sequence: invoice.sequence }, invoice.cancelled);
    if (invoice.cancelled) {
      totals.cancelled += 1;
      return;
    }
    totals.valuePaise += invoice.totalPaise;
    const large = isB2cl(invoice);
    for (const line of invoice.lines) {
      addAmounts(totals, line);
      if (large) {
        const key = `${invoice.invoiceNumber}|${line.rateBasisPoints}`;
        const row = b2cl.get(key) ?? {
          invoiceNumber: invoice.invoiceNumber, issuedOn: invoice.issuedOn, placeOfSupplyCode: invoice.placeOfSupplyCode,
          placeOfSupply: stateLabel(invoice.placeOfSupplyCode, invoice.placeOfSupply), invoiceValuePaise: invoice.totalPaise,
          rateBasisPoints: line.rateBasisPoints, ...zero(),
        };
        addAmounts(row, line);
        b2cl.set(key, row);
      } else {
        addAmounts(b2csRow(invoice, line.rateBasisPoints), line);
      }
      addHsn(line, 1);
    }
  }

  function result(): GstReturn {
    const byCodeThenRate = (a: B2csRow, b: B2csRow) =>
      (a.placeOfSupplyCode ?? '99').localeCompare(b.placeOfSupplyCode ?? '99') || a.placeOfSupply.localeCompare(b.placeOfSupply)
      || a.supplyType.localeCompare(b.supplyType) || a.rateBasisPoints - b.rateBasisPoints;
    return {
      totals: { ...totals },
      b2cs: [...b2cs.values()].sort(byCodeThenRate),
      b2cl: [...b2cl.values()].sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber) || a.rateBasisPoints - b.rateBasisPoints),
      hsn: [...hsn.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBasisPoints - b.rateBasisPoints),
      // Invoices first, then credit notes, each by financial year.
      documents: [...series.values()].sort((a, b) => b.kind.localeCompare(a.kind) || a.name.localeCompare(b.name)).map((s) => ({
        kind: s.kind, series: s.name, from: s.first.number, to: s.last.number, total: s.total, cancelled: s.cancelled, net: s.total - s.cancelled,
      })),
      creditNotes: [...notes.values()].sort((a, b) => a.creditNoteNumber.localeCompare(b.creditNoteNumber) || a.rateBasisPoints - b.rateBasisPoints),
    };
  }
  return { add, addCreditNote, result };
}

/** '29-Karnataka', as the return names a place of supply; an unrecognised one keeps its text. */
export function stateLabel(code: string | null, fallback: string): string {
  const state = code ? INDIAN_STATES.find((s) => s.code === code) : undefined;
  return state ? `${state.code}-${state.name}` : fallback;
}
