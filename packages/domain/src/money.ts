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
  /** false: the number alone ('1,49,900.00'), for table columns headed 'Amount (₹)'. */
  symbol?: boolean;
}

/**
 * THE way money is shown, everywhere: whole rupees without decimals in a whole-rupee shop,
 * paise only when there are some (the tax invoice asks for two decimals with `fractionDigits`).
 * '₹1,00,000' (en-IN lakh grouping), '₹1,499.50', '-₹50' — exactly what
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` prints (the tests check it
 * against Intl). Written out because building that Intl format costs a browser 30–100 ms the first
 * time on each page load, in the middle of making the page interactive; this costs nothing.
 */
export function formatRupees(rupees: number, opts: FormatRupeesOptions = {}): string {
  // Decide on whole paise so 1499.004 does not print as '₹1,499.00'.
  const paise = Math.round(rupees * 100) + 0;
  const digits = opts.fractionDigits ?? (paise % 100 === 0 ? 0 : 2);
  const sign = `${paise < 0 ? '-' : ''}${opts.symbol === false ? '' : '₹'}`;
  const abs = Math.abs(paise);
  if (digits === 0) return `${sign}${groupIndian(Math.round(abs / 100))}`;
  return `${sign}${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 12345678 → '1,23,45,678': the last three digits, then pairs. */
function groupIndian(whole: number): string {
  const text = String(whole);
  if (text.length <= 3) return text;
  return `${text.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${text.slice(-3)}`;
}

export function formatPaise(paise: number, opts: FormatRupeesOptions = {}): string {
  return formatRupees(paise / 100, opts);
}

function assertFinite(value: number, name: string): void {
  // A NaN price must never reach the database or an order total.
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}
