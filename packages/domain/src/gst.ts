/**
 * GST on a tax invoice. Prices in the shop include GST, so each line's tax is taken out of what
 * the shopper paid for it:
 *   taxable value = round(amount × 100 / (100 + rate)),  tax = amount − taxable value.
 * Inside the seller's state the tax is split into CGST and SGST (half each; an odd paisa goes to
 * CGST); to another state it is IGST. Totals therefore add up to the order total to the paisa.
 * Rates are held in basis points (hundredths of a percent: 3% = 300, 0.25% = 25) so every step
 * is integer arithmetic.
 */

import { findIndianState } from './states.ts';

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

// ── Rates ────────────────────────────────────────────────────────────────────────────────────
/** GST slabs that exist (percent). */
export const GST_RATE_SLABS = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** '3%', '1.5%', '0.25%'. */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** Integer division rounding halves up (for non-negative numbers): exact where floats are not. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The taxable value inside a GST-inclusive amount: round(amount × 100 / (100 + rate)). */
export function taxableFromInclusive(amountPaise: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`amount must be whole paise ≥ 0, got ${amountPaise}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) throw new RangeError(`rate must be basis points ≥ 0, got ${rateBasisPoints}`);
  return divideRounded(amountPaise * 10_000, 10_000 + rateBasisPoints);
}

export type SupplyType = 'intra' | 'inter';

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst = amount − taxable. */
  taxPaise: number;
}

/** The tax inside an inclusive amount, as CGST + SGST (intra-state) or IGST (inter-state). */
export function splitInclusiveTax(amountPaise: number, rateBasisPoints: number, supply: SupplyType): TaxSplit {
  const taxablePaise = taxableFromInclusive(amountPaise, rateBasisPoints);
  const taxPaise = amountPaise - taxablePaise;
  if (supply === 'inter') return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, taxPaise };
}

/**
 * Intra-state when the place of supply is in the seller's state, compared by GST state code (so
 * 'Orissa' and 'Odisha' are one state). A place of supply that names no state (an old order's
 * free text) has no code and counts as inter-state.
 */
export function supplyTypeFor(sellerStateCode: string, placeOfSupplyCode: string | null | undefined): SupplyType {
  return placeOfSupplyCode != null && placeOfSupplyCode === sellerStateCode ? 'intra' : 'inter';
}

/** The GST state code of the state an address names, or null (see states.ts). */
export function stateCodeOf(stateName: string | null | undefined): string | null {
  return findIndianState(stateName)?.code ?? null;
}

// ── Sharing a discount over lines ────────────────────────────────────────────────────────────
/**
 * Splits `total` paise over the weights in proportion, in whole paise that add up to exactly
 * `total` (largest remainder; ties to the earlier line). With total ≤ Σ weights no share exceeds
 * its weight. A coupon's discount is shared this way over the lines it applies to, so each line's
 * taxable value is reduced by its own part.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be whole paise ≥ 0, got ${total}`);
  const clean = weights.map((w) => BigInt(Math.max(0, Math.round(w))));
  const sum = clean.reduce((s, w) => s + w, 0n);
  if (total === 0 || weights.length === 0) return weights.map(() => 0);
  if (sum <= 0n) throw new RangeError('cannot share an amount over lines that cost nothing');
  // Integer arithmetic (BigInt: total × weight can pass 2^53), so ties are real ties.
  const big = BigInt(total);
  const shares = clean.map((w) => Number((big * w) / sum));
  const rests = clean.map((w, i) => ({ i, rest: (big * w) % sum }));
  let left = total - shares.reduce((s, x) => s + x, 0);
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of rests) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

// ── Invoice lines ────────────────────────────────────────────────────────────────────────────
export interface TaxableSupply {
  description: string;
  /** HSN for goods, SAC for services (shipping). */
  hsn: string;
  rateBasisPoints: number;
  quantity: number;
  /** Price of one unit before any discount, GST included. */
  unitPricePaise: number;
  /** Every discount on the line (product discount and its share of a coupon). */
  discountPaise: number;
}

export interface TaxInvoiceLine extends TaxableSupply, TaxSplit {
  /** What the line costs, GST included: quantity × unit price − discount. */
  amountPaise: number;
}

export interface TaxSummaryRow {
  hsn: string;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface TaxInvoiceTotals {
  /** Σ quantity × unit price. */
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  /** Σ line amounts = taxable + tax: the order total. */
  totalPaise: number;
}

export interface TaxInvoiceBreakdown {
  supply: SupplyType;
  lines: TaxInvoiceLine[];
  /** One row per HSN/SAC and rate, in first-seen order. */
  summary: TaxSummaryRow[];
  totals: TaxInvoiceTotals;
}

/** Each line's taxable value and tax, the HSN-wise summary and the totals. */
export function taxInvoiceBreakdown(supplies: readonly TaxableSupply[], supply: SupplyType): TaxInvoiceBreakdown {
  const lines = supplies.map((s): TaxInvoiceLine => {
    const amountPaise = s.quantity * s.unitPricePaise - s.discountPaise;
    if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`line '${s.description}' costs less than nothing`);
    return { ...s, amountPaise, ...splitInclusiveTax(amountPaise, s.rateBasisPoints, supply) };
  });
  const summaryByKey = new Map<string, TaxSummaryRow>();
  for (const line of lines) {
    const key = `${line.hsn}/${line.rateBasisPoints}`;
    const row = summaryByKey.get(key) ?? { hsn: line.hsn, rateBasisPoints: line.rateBasisPoints, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    row.taxPaise += line.taxPaise;
    summaryByKey.set(key, row);
  }
  const sum = (pick: (l: TaxInvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    supply,
    lines,
    summary: [...summaryByKey.values()],
    totals: {
      grossPaise: sum((l) => l.quantity * l.unitPricePaise),
      discountPaise: sum((l) => l.discountPaise),
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      taxPaise: sum((l) => l.taxPaise),
      totalPaise: sum((l) => l.amountPaise),
    },
  };
}

// ── HSN codes ───────────────────────────────────────────────────────────────────────────────
/** HSN codes are 4, 6 or 8 digits (chapter heading, subheading, tariff item). */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/**
 * A product's HSN: its own, else its category's, else the shop's default. Order lines keep the
 * code they were sold with, so changing one later does not touch issued invoices.
 */
export function hsnOf(product: { hsnCode: string | null }, category: { hsnCode: string | null }, shopDefault: string): string {
  return product.hsnCode ?? category.hsnCode ?? shopDefault;
}

/**
 * The GST rate of an HSN code from a table of rates by code: the entry for the code itself, else
 * for its 6- then 4-digit heading (rates are set per heading, codes can be more precise). Null
 * when none is set.
 */
export function gstRateForHsn(hsn: string, rateBpByHsn: Readonly<Record<string, number>>): number | null {
  for (const length of [8, 6, 4]) {
    if (hsn.length < length) continue;
    const rate = rateBpByHsn[hsn.slice(0, length)];
    if (rate !== undefined) return rate;
  }
  return null;
}

// ── The shop's GST defaults (each overridable in the settings: apps/api/src/config.ts) ─────────
export const GST_DEFAULTS = {
  /** HSN of a product when neither it nor its category has one (GST_DEFAULT_HSN). */
  hsn: '8306',
  /** GST rate in percent by HSN heading (GST_RATES). */
  ratePercentByHsn: { 7113: 3, 7114: 3, 7117: 3, 7418: 12, 7615: 12, 4419: 12, 4420: 12, 8306: 12 } as Readonly<Record<string, number>>,
  /** Shipping is its own invoice line: courier services (GST_SHIPPING_SAC, GST_SHIPPING_RATE_PERCENT). */
  shippingSac: '996812',
  shippingRatePercent: 18,
} as const;

/**
 * The HSN codes the seeded categories start with, by category name (lower-case). Before
 * categories held their own code (migration 0011) the shop looked HSN up by this table; the
 * migration filled categories from it.
 */
export const SEEDED_CATEGORY_HSN: Readonly<Record<string, string>> = {
  silver: '7114',
  brass: '7418',
  aluminium: '7615',
  wood: '4419',
  jewellery: '7117',
  decor: '8306',
};
