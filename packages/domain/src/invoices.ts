import { indiaDateParts, type DateInput } from './dates.ts';

/**
 * Invoice numbers (GST rule 46: consecutive, unique within a financial year, at most 16
 * characters of letters, digits, '-' and '/'): 'INV/2627/000042' for the 42nd invoice of the
 * financial year 1 April 2026 – 31 March 2027, by the calendar in India.
 */

export interface FinancialYear {
  /** The calendar year it starts in (April). */
  startYear: number;
  /** '2627': the two-digit years it spans; part of every invoice number. */
  code: string;
  /** '2026-27'. */
  label: string;
}

export const INVOICE_NUMBER_MAX_LENGTH = 16;
const SEQUENCE_DIGITS = 6;

export function financialYearOf(at: DateInput): FinancialYear {
  const { year, month } = indiaDateParts(at);
  const startYear = month >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, code: `${yy(startYear)}${yy(startYear + 1)}`, label: `${startYear}-${yy(startYear + 1)}` };
}

/** 'INV/2627/000042'; refuses a number that would pass 16 characters. */
export function formatInvoiceNumber(financialYearCode: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`invoice sequence must be ≥ 1, got ${sequence}`);
  const number = `INV/${financialYearCode}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters`);
  return number;
}

/** 'INV-2627-000042.pdf': the invoice number with '/' replaced, safe as a file name. */
export function invoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
// Invoice download messages of account-and-checkout §8 (the web shows the last one).
export const INVOICE_MESSAGES = {
  checkFailed: 'Failed to check invoice',
  downloadFailed: 'Failed to download invoice',
  downloadFailedShown: 'Failed to download invoice. Please try again.',
} as const;

/**
 * When an invoice was cancelled, or null while it stands. Cancelling an order marks its invoice
 * (invoices.cancelled_at); an invoice issued before that rule, whose order was cancelled, counts
 * as cancelled from the order's cancellation — never as a valid document.
 */
export function invoiceCancelledAt(
  invoice: { cancelledAt: Date | null },
  order: { status: string; cancelledAt: Date | null; updatedAt: Date },
): Date | null {
  if (invoice.cancelledAt) return invoice.cancelledAt;
  return order.status === 'cancelled' ? (order.cancelledAt ?? order.updatedAt) : null;
}
