/**
 * Amounts in words in the Indian numbering system (thousand, lakh, crore), as Indian tax
 * invoices print them: 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and
 * Seventy Paise Only'.
 */

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: 'Seven', 'Nineteen', 'Forty', 'Fifty-Six'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)]!;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

/** 1–999: 'Four Hundred Fifty-Six'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words, Indian system: 1,23,45,678 → 'One Crore Twenty-Three Lakh Forty-Five
 * Thousand Six Hundred Seventy-Eight'. Above 99 crore the crore count is itself spelled the same
 * way ('One Hundred Crore', 'One Thousand Crore').
 */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`expected a whole number ≥ 0, got ${value}`);
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const rest = value % 10_000_000;
  const lakh = Math.floor(rest / 100_000);
  const thousand = Math.floor((rest % 100_000) / 1000);
  const units = rest % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (units > 0) parts.push(belowThousand(units));
  return parts.join(' ');
}

/**
 * An amount in paise in words: 12345670 → 'Rupees One Lakh Twenty-Three Thousand Four Hundred
 * Fifty-Six and Seventy Paise Only'; 50000 → 'Rupees Five Hundred Only'; 0 → 'Rupees Zero Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isFinite(paise) || paise < 0) throw new RangeError(`expected an amount ≥ 0, got ${paise}`);
  const whole = Math.round(paise);
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  const paisePart = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInIndianWords(rupees)}${paisePart} Only`;
}
