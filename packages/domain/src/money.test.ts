import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('rupeesToPaise / paiseToRupees', () => {
  it('converts and rounds to whole paise', () => {
    expect(rupeesToPaise(1499)).toBe(149900);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(-0)).toBe(0);
    expect(Object.is(rupeesToPaise(-0.001), 0)).toBe(true);
  });
  it('converts paise back to rupees', () => {
    expect(paiseToRupees(149950)).toBe(1499.5);
    expect(paiseToRupees(0)).toBe(0);
  });
  it('rejects non-finite amounts', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('uses en-IN lakh and crore grouping without decimals for whole rupees', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-0)).toBe('₹0');
  });
  it('shows two decimals for fractional rupees', () => {
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(1499.004)).toBe('₹1,499');
  });
  it('can force the number of decimals', () => {
    expect(formatRupees(1499, { fractionDigits: 2 })).toBe('₹1,499.00');
    expect(formatRupees(1499.5, { fractionDigits: 0 })).toBe('₹1,500');
  });
  it('can leave out the symbol (invoice table cells)', () => {
    expect(formatRupees(149900, { fractionDigits: 2, symbol: false })).toBe('1,49,900.00');
    expect(formatRupees(-50, { symbol: false })).toBe('-50');
  });
  it('formats paise the same way', () => {
    expect(formatPaise(149900)).toBe('₹1,499');
    expect(formatPaise(149950)).toBe('₹1,499.50');
    expect(formatPaise(10000000)).toBe('₹1,00,000');
  });
  it('prints what Intl prints for en-IN rupees, for any amount', () => {
    const intl = (digits: 0 | 2) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
    const [whole, withPaise] = [intl(0), intl(2)];
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }).map((paise) => paise / 100),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.constantFrom(0, -0, 0.005, -0.004, 0.995, 999.995, 99999.5, 100000, 1e7, -1e7, 123456789.99),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom(undefined, 0 as const, 2 as const), (amount, fractionDigits) => {
        const paise = Math.round(amount * 100) + 0;
        const digits = fractionDigits ?? (paise % 100 === 0 ? 0 : 2);
        expect(formatRupees(amount, { fractionDigits })).toBe((digits === 0 ? whole : withPaise).format(paise / 100 + 0));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatPaise', () => {
  it('formats paise as rupees', () => {
    expect(formatPaise(10000000)).toBe('₹1,00,000');
    expect(formatPaise(149950)).toBe('₹1,499.50');
    expect(formatPaise(5000)).toBe('₹50');
  });
});
