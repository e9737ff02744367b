import { describe, expect, it } from 'vitest';
import { indiaDateParts } from './dates.ts';
import { financialYearOf, formatInvoiceNumber, invoiceCancelledAt, invoiceFileName } from './invoices.ts';

describe('financialYearOf', () => {
  it('runs April to March by the calendar in India', () => {
    expect(financialYearOf('2027-03-31T12:00:00+05:30')).toEqual({ startYear: 2026, code: '2627', label: '2026-27' });
    expect(financialYearOf('2027-04-01T00:00:00+05:30')).toEqual({ startYear: 2027, code: '2728', label: '2027-28' });
    // 31 March 19:00 UTC is already 1 April 00:30 in India.
    expect(financialYearOf('2027-03-31T19:00:00Z').code).toBe('2728');
    expect(financialYearOf('2027-03-31T18:29:59Z').code).toBe('2627');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z')).code).toBe('9900');
  });
  it('reads the calendar date in India', () => {
    expect(indiaDateParts('2026-12-31T18:30:00Z')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(() => indiaDateParts('nope')).toThrow(RangeError);
  });
});

describe('formatInvoiceNumber', () => {
  it('pads to six digits and stays within 16 characters', () => {
    expect(formatInvoiceNumber('2627', 42)).toBe('INV/2627/000042');
    expect(formatInvoiceNumber('2627', 1_234_567)).toBe('INV/2627/1234567');
    expect(formatInvoiceNumber('2627', 1_234_567)).toHaveLength(16);
    expect(() => formatInvoiceNumber('2627', 12_345_678)).toThrow(/16 characters/);
    expect(() => formatInvoiceNumber('2627', 0)).toThrow(RangeError);
  });
  it('names the PDF after the number', () => {
    expect(invoiceFileName('INV/2627/000042')).toBe('INV-2627-000042.pdf');
  });
});

describe('invoiceCancelledAt', () => {
  const placed = new Date('2026-05-01T10:00:00Z');
  const cancelled = new Date('2026-05-02T09:00:00Z');
  it('is the mark the cancellation left on the invoice', () => {
    expect(invoiceCancelledAt({ cancelledAt: cancelled }, { status: 'cancelled', cancelledAt: cancelled, updatedAt: cancelled })).toEqual(cancelled);
  });
  it('counts an older invoice of a cancelled order as cancelled, never as valid', () => {
    expect(invoiceCancelledAt({ cancelledAt: null }, { status: 'cancelled', cancelledAt: cancelled, updatedAt: cancelled })).toEqual(cancelled);
    expect(invoiceCancelledAt({ cancelledAt: null }, { status: 'cancelled', cancelledAt: null, updatedAt: placed })).toEqual(placed);
  });
  it('is null while the order stands', () => {
    for (const status of ['pending', 'processing', 'shipped', 'delivered']) {
      expect(invoiceCancelledAt({ cancelledAt: null }, { status, cancelledAt: null, updatedAt: placed })).toBeNull();
    }
  });
});
