import { describe, expect, it } from 'vitest';
import {
  allocateProportionally, findGstState, formatRate, GST_STATES, GSTIN_PATTERN, hsnForCategory, DEFAULT_HSN_BY_CATEGORY,
  percentToBasisPoints, placeOfSupplyLabel, splitInclusiveTax, supplyTypeFor, taxableFromInclusive, taxInvoiceBreakdown,
} from './gst.ts';

describe('states and codes', () => {
  it('finds a state however it is typed', () => {
    expect(findGstState('Gujarat')).toEqual({ name: 'Gujarat', code: '24' });
    expect(findGstState('  karnataka ')).toEqual({ name: 'Karnataka', code: '29' });
    expect(findGstState('Orissa')?.name).toBe('Odisha');
    expect(findGstState('Jammu & Kashmir')?.code).toBe('01');
    expect(findGstState('NCT of Delhi')?.code).toBe('07');
    expect(findGstState('Pondicherry')?.code).toBe('34');
    expect(findGstState('Atlantis')).toBeNull();
    expect(findGstState('')).toBeNull();
  });
  it('has unique codes and labels the place of supply', () => {
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
    expect(placeOfSupplyLabel('tamil nadu')).toBe('Tamil Nadu (33)');
    expect(placeOfSupplyLabel('Atlantis')).toBe('Atlantis');
  });
  it('decides intra- or inter-state supply by state code', () => {
    expect(supplyTypeFor('Gujarat', 'gujarat')).toBe('intra');
    expect(supplyTypeFor('Gujarat', 'Karnataka')).toBe('inter');
    expect(supplyTypeFor('Delhi', 'New Delhi')).toBe('intra');
    expect(supplyTypeFor('Gujarat', 'Atlantis')).toBe('inter');
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

describe('hsnForCategory', () => {
  it('maps categories by name, case-insensitively, with a fallback', () => {
    expect(hsnForCategory('Silver', DEFAULT_HSN_BY_CATEGORY, '8306')).toBe('7114');
    expect(hsnForCategory(' BRASS ', DEFAULT_HSN_BY_CATEGORY, '8306')).toBe('7418');
    expect(hsnForCategory('Aluminium', DEFAULT_HSN_BY_CATEGORY, '8306')).toBe('7615');
    expect(hsnForCategory('Stone', DEFAULT_HSN_BY_CATEGORY, '8306')).toBe('8306');
  });
});
