/**
 * GST on a tax invoice. Prices in the shop include GST, so each line's tax is taken out of what
 * the shopper paid for it:
 *   taxable value = round(amount × 100 / (100 + rate)),  tax = amount − taxable value.
 * Inside the seller's state the tax is split into CGST and SGST (half each; an odd paisa goes to
 * CGST); to another state it is IGST. Totals therefore add up to the order total to the paisa.
 * Rates are held in basis points (hundredths of a percent: 3% = 300, 0.25% = 25) so every step
 * is integer arithmetic.
 */

// ── States and union territories with their GST state codes ──────────────────────────────────
export interface GstState {
  name: string;
  /** Two-digit GST state code, the first two characters of a GSTIN there. */
  code: string;
}

export const GST_STATES: readonly GstState[] = [
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Punjab', code: '03' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'Haryana', code: '06' },
  { name: 'Delhi', code: '07' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Bihar', code: '10' },
  { name: 'Sikkim', code: '11' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Nagaland', code: '13' },
  { name: 'Manipur', code: '14' },
  { name: 'Mizoram', code: '15' },
  { name: 'Tripura', code: '16' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Assam', code: '18' },
  { name: 'West Bengal', code: '19' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Odisha', code: '21' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Gujarat', code: '24' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Karnataka', code: '29' },
  { name: 'Goa', code: '30' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Kerala', code: '32' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Puducherry', code: '34' },
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Telangana', code: '36' },
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Ladakh', code: '38' },
];

/** Other spellings people type in an address. */
const STATE_ALIASES: Record<string, string> = {
  'jammu kashmir': 'Jammu and Kashmir',
  'j and k': 'Jammu and Kashmir',
  'jk': 'Jammu and Kashmir',
  'hp': 'Himachal Pradesh',
  'uttaranchal': 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'up': 'Uttar Pradesh',
  'orissa': 'Odisha',
  'chattisgarh': 'Chhattisgarh',
  'mp': 'Madhya Pradesh',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dnhdd': 'Dadra and Nagar Haveli and Daman and Diu',
  'tamilnadu': 'Tamil Nadu',
  'tn': 'Tamil Nadu',
  'pondicherry': 'Puducherry',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'andaman': 'Andaman and Nicobar Islands',
  'wb': 'West Bengal',
  'ap': 'Andhra Pradesh',
  'ka': 'Karnataka',
  'mh': 'Maharashtra',
  'gj': 'Gujarat',
};

function stateKey(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z]+/g, ' ').trim().replace(/\s+/g, ' ');
}

const STATE_BY_KEY = new Map<string, GstState>([
  ...GST_STATES.map((s) => [stateKey(s.name), s] as const),
  ...Object.entries(STATE_ALIASES).map(([alias, name]) => [alias, GST_STATES.find((s) => s.name === name)!] as const),
]);

/** The state (with its GST code) an address names, however it is spelled; null when unknown. */
export function findGstState(name: string | null | undefined): GstState | null {
  if (!name) return null;
  return STATE_BY_KEY.get(stateKey(name)) ?? null;
}

/** 'Karnataka (29)'; an unknown state is shown as typed. */
export function placeOfSupplyLabel(stateName: string): string {
  const state = findGstState(stateName);
  return state ? `${state.name} (${state.code})` : stateName;
}

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

// ── Rates ────────────────────────────────────────────────────────────────────────────────────
/** GST slabs that exist (percent). */
export const GST_RATE_SLABS = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;

/** SAC for courier/goods transport services: the shipping line of an invoice. */
export const SHIPPING_SAC = '996812';

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

/** Intra-state when the place of supply is the seller's state (compared by GST code). */
export function supplyTypeFor(sellerState: string, placeOfSupply: string): SupplyType {
  const seller = findGstState(sellerState);
  const buyer = findGstState(placeOfSupply);
  if (seller && buyer) return seller.code === buyer.code ? 'intra' : 'inter';
  return stateKey(sellerState) === stateKey(placeOfSupply) ? 'intra' : 'inter';
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

// ── HSN by category ──────────────────────────────────────────────────────────────────────────
/** The shop's default HSN codes by category name (lower-case): what its settings start from. */
export const DEFAULT_HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  silver: '7114',
  brass: '7418',
  aluminium: '7615',
  wood: '4419',
  jewellery: '7117',
  decor: '8306',
};

/** The HSN of a product from its category name (case-insensitive), or the fallback. */
export function hsnForCategory(categoryName: string, table: Readonly<Record<string, string>>, fallback: string): string {
  return table[categoryName.trim().toLowerCase()] ?? fallback;
}
