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
 * Credit notes (returns, issue 23) will come in as documents of their own kind whose lines count
 * with a minus sign in the HSN summary and as 'cdnur' rows; nothing here assumes there are none
 * beyond the shapes below.
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
  /** Σ standing invoices' totals, tax included. */
  valuePaise: number;
}

export interface GstReturn {
  totals: GstReturnTotals;
  b2cs: B2csRow[];
  b2cl: B2clRow[];
  hsn: HsnRow[];
  documents: DocumentSeriesRow[];
}

const zero = (): TaxAmounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

function addAmounts(into: TaxAmounts, line: TaxAmounts): void {
  into.taxablePaise += line.taxablePaise;
  into.igstPaise += line.igstPaise;
  into.cgstPaise += line.cgstPaise;
  into.sgstPaise += line.sgstPaise;
}

export function isB2cl(invoice: ReturnInvoice): boolean {
  return invoice.supplyType === 'inter' && invoice.totalPaise > B2CL_LIMIT_PAISE;
}

/** Adds up a return from invoices (any order); rows sorted the way the return lists them. */
export function gstReturn(invoices: readonly ReturnInvoice[]): GstReturn {
  const builder = gstReturnBuilder();
  for (const invoice of invoices) builder.add(invoice);
  return builder.result();
}

/** The same, an invoice at a time: a quarter's invoices are read in batches, never all at once. */
export function gstReturnBuilder(): { add(invoice: ReturnInvoice): void; result(): GstReturn } {
  const totals: GstReturnTotals = { invoices: 0, cancelled: 0, valuePaise: 0, ...zero() };
  const b2cs = new Map<string, B2csRow>();
  const b2cl = new Map<string, B2clRow>();
  const hsn = new Map<string, HsnRow>();
  const series = new Map<string, { first: ReturnInvoice; last: ReturnInvoice; total: number; cancelled: number }>();

  function add(invoice: ReturnInvoice): void {
    totals.invoices += 1;
    const s = series.get(invoice.financialYear);
    if (!s) series.set(invoice.financialYear, { first: invoice, last: invoice, total: 1, cancelled: invoice.cancelled ? 1 : 0 });
    else {
      if (invoice.sequence < s.first.sequence) s.first = invoice;
      if (invoice.sequence > s.last.sequence) s.last = invoice;
      s.total += 1;
      if (invoice.cancelled) s.cancelled += 1;
    }
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
        const key = `${invoice.supplyType}|${invoice.placeOfSupplyCode ?? invoice.placeOfSupply}|${line.rateBasisPoints}`;
        const row = b2cs.get(key) ?? {
          supplyType: invoice.supplyType, placeOfSupplyCode: invoice.placeOfSupplyCode,
          placeOfSupply: stateLabel(invoice.placeOfSupplyCode, invoice.placeOfSupply), rateBasisPoints: line.rateBasisPoints, ...zero(),
        };
        addAmounts(row, line);
        b2cs.set(key, row);
      }
      const hsnKey = `${line.hsn}|${line.rateBasisPoints}`;
      const service = line.kind === 'shipping';
      const row = hsn.get(hsnKey) ?? {
        hsn: line.hsn, description: hsnDescription(line.hsn, line.description), uqc: service ? UQC.service : UQC.goods,
        quantity: 0, valuePaise: 0, rateBasisPoints: line.rateBasisPoints, ...zero(),
      };
      // A service has no quantity in the return.
      if (!service) row.quantity += line.quantity;
      row.valuePaise += line.amountPaise;
      addAmounts(row, line);
      hsn.set(hsnKey, row);
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
      documents: [...series.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, s]) => ({
        series: name, from: s.first.invoiceNumber, to: s.last.invoiceNumber, total: s.total, cancelled: s.cancelled, net: s.total - s.cancelled,
      })),
    };
  }
  return { add, result };
}

/** '29-Karnataka', as the return names a place of supply; an unrecognised one keeps its text. */
export function stateLabel(code: string | null, fallback: string): string {
  const state = code ? INDIAN_STATES.find((s) => s.code === code) : undefined;
  return state ? `${state.code}-${state.name}` : fallback;
}
