/**
 * Money is integer paise everywhere in the domain and the database; the API carries rupees
 * only where the spec names a rupee field. These two functions are the only conversions.
 */

/** Rupees (possibly fractional) to whole paise. Rounds so 19.99 → 1999, not 1998.9999… */
export function rupeesToPaise(rupees: number): number {
  assertFinite(rupees, 'rupees');
  return Math.round(rupees * 100) + 0; // `+ 0` turns -0 into 0
}

export function paiseToRupees(paise: number): number {
  assertFinite(paise, 'paise');
  return paise / 100 + 0;
}

export interface FormatRupeesOptions {
  /** Force 0 or 2 decimals; by default whole rupees show none and fractional ones show 2. */
  fractionDigits?: 0 | 2;
}

// Intl.NumberFormat is costly to build; product grids format hundreds of prices.
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹1,00,000' (en-IN lakh grouping), '₹1,499.50'. */
export function formatRupees(rupees: number, opts: FormatRupeesOptions = {}): string {
  // Decide on whole paise so 1499.004 does not print as '₹1,499.00'.
  const paise = Math.round(rupees * 100) + 0;
  const digits = opts.fractionDigits ?? (paise % 100 === 0 ? 0 : 2);
  return (digits === 0 ? wholeRupees : rupeesAndPaise).format(paise / 100 + 0);
}

export function formatPaise(paise: number, opts: FormatRupeesOptions = {}): string {
  return formatRupees(paise / 100, opts);
}

function assertFinite(value: number, name: string): void {
  // A NaN price must never reach the database or an order total.
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}
