/**
 * Spreadsheet-safe CSV cells: a cell a spreadsheet would read as a formula (starting with =, +,
 * -, @, or a tab or carriage return that some strip first) gets a leading apostrophe, so an
 * order note or a customer's name cannot run anything when the owner opens an export.
 * A plain number ('-12.50', a credit note's amount) is left as it is: it is no formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Paise as rupees with two decimals ('1499.50'), the way accountants' sheets want amounts. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
