import { describe, expect, it } from 'vitest';
import {
  allocateProportionally, formatRate, GST_DEFAULTS, gstRateForHsn, GSTIN_PATTERN, HSN_PATTERN, hsnOf, percentToBasisPoints,
  SEEDED_CATEGORY_HSN, splitInclusiveTax, stateCodeOf, supplyTypeFor, taxableFromInclusive, taxInvoiceBreakdown,
} from './gst.ts';

describe('place of supply', () => {
  it('is intra-state only when the state codes match', () => {
    expect(supplyTypeFor('24', stateCodeOf('gujarat'))).toBe('intra');
    expect(supplyTypeFor('24', stateCodeOf('Karnataka'))).toBe('inter');
    expect(supplyTypeFor('07', stateCodeOf('New Delhi'))).toBe('intra');
    expect(supplyTypeFor('21', stateCodeOf('Orissa'))).toBe('intra');
  });
  it('counts a state that names no state as inter-state', () => {
    expect(stateCodeOf('Atlantis')).toBeNull();
    expect(supplyTypeFor('24', stateCodeOf('Atlantis'))).toBe('inter');
    expect(supplyTypeFor('24', null)).toBe('inter');
  });
  it('recognises a GSTIN', () => {
    expect(GSTIN_PATTERN.test('24ABCDE1234F1Z5')).toBe(true);
    expect(GSTIN_PATTERN.test('24ABCDE1234F1X5')).toBe(false);
  });
});

describe('tax inside an inclusive price', () => {
  it('rounds the taxable value to the paisa, halves up', () => {
    expect(taxableFromInclusive(149_900, 300)).toBe(145_534); // 145533.98
    expect(taxableFromInclusive(116_900, 1200)).toBe(104_375); // exact
    expect(taxableFromInclusive(14, 1200)).toBe(13); // exactly 12.5: floats would agree here only by luck
    expect(taxableFromInclusive(5000, 1800)).toBe(4237);
    expect(taxableFromInclusive(0, 300)).toBe(0);
    expect(taxableFromInclusive(1000, 0)).toBe(1000);
    expect(() => taxableFromInclusive(10.5, 300)).toThrow(RangeError);
  });
  it('splits CGST and SGST in halves (odd paisa to CGST) or charges IGST', () => {
    expect(splitInclusiveTax(149_900, 300, 'intra')).toEqual({ taxablePaise: 145_534, cgstPaise: 2183, sgstPaise: 2183, igstPaise: 0, taxPaise: 4366 });
    expect(splitInclusiveTax(116_900, 1200, 'intra')).toEqual({ taxablePaise: 104_375, cgstPaise: 6263, sgstPaise: 6262, igstPaise: 0, taxPaise: 12_525 });
    expect(splitInclusiveTax(116_900, 1200, 'inter')).toEqual({ taxablePaise: 104_375, cgstPaise: 0, sgstPaise: 0, igstPaise: 12_525, taxPaise: 12_525 });
  });
  it('converts and prints rates', () => {
    expect(percentToBasisPoints(1.5)).toBe(150);
    expect(percentToBasisPoints(0.25)).toBe(25);
    expect(formatRate(300)).toBe('3%');
    expect(formatRate(150)).toBe('1.5%');
  });
});

describe('allocateProportionally', () => {
  it('shares exactly, largest remainder first', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(50_000, [233_800, 69_900])).toEqual([38_492, 11_508]);
    expect(allocateProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(allocateProportionally(10, [10, 0])).toEqual([10, 0]);
    expect(() => allocateProportionally(5, [0, 0])).toThrow(RangeError);
  });
  it('never gives a line more than it costs', () => {
    for (let total = 0; total <= 30; total++) {
      const weights = [7, 13, 10];
      const shares = allocateProportionally(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]!));
    }
  });
});

describe('taxInvoiceBreakdown', () => {
  const supplies = [
    { description: 'Silver Kumkum Box', hsn: '7114', rateBasisPoints: 300, quantity: 2, unitPricePaise: 149_900, discountPaise: 20_000 },
    { description: 'Brass Diya', hsn: '7418', rateBasisPoints: 1200, quantity: 3, unitPricePaise: 45_000, discountPaise: 6_750 },
    { description: 'Brass Bell', hsn: '7418', rateBasisPoints: 1200, quantity: 1, unitPricePaise: 129_900, discountPaise: 0 },
    { description: 'Shipping charges', hsn: '996812', rateBasisPoints: 1800, quantity: 1, unitPricePaise: 5000, discountPaise: 0 },
  ];
  it('adds up to the order total to the paisa, intra-state', () => {
    const invoice = taxInvoiceBreakdown(supplies, 'intra');
    const total = 2 * 149_900 - 20_000 + 3 * 45_000 - 6_750 + 129_900 + 5000;
    expect(invoice.totals.totalPaise).toBe(total);
    expect(invoice.totals.taxablePaise + invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(total);
    expect(invoice.totals.igstPaise).toBe(0);
    for (const line of invoice.lines) expect(line.taxablePaise + line.taxPaise).toBe(line.amountPaise);
    expect(invoice.summary.map((r) => [r.hsn, r.rateBasisPoints])).toEqual([['7114', 300], ['7418', 1200], ['996812', 1800]]);
    expect(invoice.summary.reduce((s, r) => s + r.taxablePaise + r.taxPaise, 0)).toBe(total);
    expect(invoice.totals.grossPaise - invoice.totals.discountPaise).toBe(total);
  });
  it('charges IGST only, inter-state', () => {
    const invoice = taxInvoiceBreakdown(supplies, 'inter');
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
    expect(invoice.totals.taxablePaise + invoice.totals.igstPaise).toBe(invoice.totals.totalPaise);
  });
  it('refuses a line discounted below nothing', () => {
    expect(() => taxInvoiceBreakdown([{ ...supplies[0]!, discountPaise: 400_000 }], 'intra')).toThrow(RangeError);
  });
});

describe('HSN codes', () => {
  it("takes the product's code, else its category's, else the shop's default", () => {
    expect(hsnOf({ hsnCode: '711311' }, { hsnCode: '7114' }, '8306')).toBe('711311');
    expect(hsnOf({ hsnCode: null }, { hsnCode: '7114' }, '8306')).toBe('7114');
    expect(hsnOf({ hsnCode: null }, { hsnCode: null }, '8306')).toBe('8306');
  });
  it('accepts 4, 6 or 8 digits only', () => {
    for (const code of ['7114', '711311', '71131100']) expect(HSN_PATTERN.test(code)).toBe(true);
    for (const code of ['711', '71131', '7113110', '711311001', '71a4', '']) expect(HSN_PATTERN.test(code)).toBe(false);
  });
  it('finds the rate of a code or of its heading', () => {
    const rates = { 7113: 300, 711319: 500, 8306: 1200 };
    expect(gstRateForHsn('7113', rates)).toBe(300);
    expect(gstRateForHsn('71131100', rates)).toBe(300);
    expect(gstRateForHsn('71131910', rates)).toBe(500);
    expect(gstRateForHsn('6802', rates)).toBeNull();
  });
  it('has a default rate for every default and seeded code', () => {
    const rates = Object.fromEntries(Object.entries(GST_DEFAULTS.ratePercentByHsn).map(([hsn, rate]) => [hsn, percentToBasisPoints(rate)]));
    for (const code of [GST_DEFAULTS.hsn, ...Object.values(SEEDED_CATEGORY_HSN)]) expect(gstRateForHsn(code, rates)).not.toBeNull();
  });
});
