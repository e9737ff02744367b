import { describe, expect, it } from 'vitest';
import { deliveryCsv, parseDeliveryCsv } from './delivery-csv.ts';
import { codRefusal, DELIVERY_DEFAULTS, deliveryAnswerText, estimateDelivery, isPincode, mostSpecific, patternSpan, pincodeInput } from './delivery.ts';
import { deliverySettingsSchema } from './schemas/delivery.ts';

describe('the pincode box', () => {
  it('keeps only digits, up to 6', () => {
    expect(pincodeInput('56a0-03899')).toBe('560038');
    expect(pincodeInput('')).toBe('');
  });
});

describe('pincode patterns', () => {
  it('reads pincodes, ranges and prefixes as spans', () => {
    expect(patternSpan('560001')).toEqual({ low: 560001, high: 560001 });
    expect(patternSpan('560001-560099')).toEqual({ low: 560001, high: 560099 });
    expect(patternSpan('56*')).toEqual({ low: 560000, high: 569999 });
    expect(patternSpan('8')).toEqual({ low: 800000, high: 899999 });
    for (const bad of ['056001', '5600011', '560099-560001', '56x', '', '0*']) expect(patternSpan(bad)).toBeNull();
  });

  it('knows a pincode: six digits, the first 1–9', () => {
    expect(isPincode('110001')).toBe(true);
    expect(isPincode('011000')).toBe(false);
    expect(isPincode('11000')).toBe(false);
  });

  it('lets the narrowest rule win', () => {
    const prefix = { name: 'prefix', low: 560000, high: 569999 };
    const range = { name: 'range', low: 560000, high: 560099 };
    const exact = { name: 'exact', low: 560001, high: 560001 };
    expect(mostSpecific([prefix, exact, range])?.name).toBe('exact');
    expect(mostSpecific([prefix, range])?.name).toBe('range');
    expect(mostSpecific([])).toBeNull();
  });
});

describe('estimateDelivery', () => {
  const now = new Date('2026-12-03T10:00:00+05:30');
  it('applies the no-zone default to a pincode no rule covers', () => {
    const estimate = estimateDelivery('302001', null, DELIVERY_DEFAULTS, now);
    expect(estimate).toMatchObject({ serviceable: true, cod: true, feePaise: 0 });
    // Thu 3 + 6+5 business days (Sundays off) → Wed 16; + 8+8 → Tue 22.
    expect([estimate.minDate, estimate.maxDate]).toEqual(['2026-12-16', '2026-12-22']);
  });

  it("adds a made-to-order piece's days to dispatch, as business days", () => {
    const estimate = estimateDelivery('302001', { minDays: 2, maxDays: 3, cod: true, feePaise: 0 }, DELIVERY_DEFAULTS, now, 5);
    // Thu 3 + 6+5+2 business days (Sundays off) → Fri 18; + 8+5+3 → Tue 22 (Sun 20 is off): five days later than ready pieces.
    expect([estimate.minDate, estimate.maxDate]).toEqual(['2026-12-18', '2026-12-22']);
    const ready = estimateDelivery('302001', { minDays: 2, maxDays: 3, cod: true, feePaise: 0 }, DELIVERY_DEFAULTS, now);
    expect([ready.minDate, ready.maxDate]).toEqual(['2026-12-12', '2026-12-16']);
  });

  it('refuses every pincode outside the zones when the default does not serve', () => {
    const settings = { ...DELIVERY_DEFAULTS, fallback: { ...DELIVERY_DEFAULTS.fallback, serviceable: false } };
    const estimate = estimateDelivery('845401', null, settings, now);
    expect(estimate).toEqual({ pincode: '845401', serviceable: false, cod: false, minDate: null, maxDate: null, feePaise: 0 });
    expect(deliveryAnswerText(estimate)).toBe("We don't deliver to 845401 yet");
  });

  it('speaks the answer the pincode box shows', () => {
    expect(deliveryAnswerText({ pincode: '560001', serviceable: true, cod: true, minDate: '2025-12-05', maxDate: '2025-12-05' }))
      .toBe('Delivery by Fri, 5 Dec · Cash on delivery available');
    expect(deliveryAnswerText({ pincode: '560001', serviceable: true, cod: false, minDate: '2025-12-03', maxDate: '2025-12-05', fee: 50 }))
      .toBe('Delivery Wed, 3 Dec – Fri, 5 Dec · Cash on delivery not available · ₹50 delivery fee');
  });
});

describe('codRefusal', () => {
  it('gives the reason cash on delivery is hidden', () => {
    expect(codRefusal({ cod: true }, 10_000_00, 10_000_00)).toBeNull();
    expect(codRefusal({ cod: true }, 10_000_01, 10_000_00)).toBe('Cash on delivery is available for orders up to ₹10,000');
    expect(codRefusal({ cod: false }, 100, 10_000_00)).toBe('Cash on delivery is not available for this pincode');
  });
});

describe('parseDeliveryCsv', () => {
  it('reads a file with its header, prefixes and fees', () => {
    const parsed = parseDeliveryCsv('pincode_or_range,min_days,max_days,cod,fee\n560001,1,2,yes,\n56,3,5,no,49.50\n\n110001-110099,2,4,Y,0\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rules.map((r) => [r.line, r.pattern, r.low, r.high, r.cod, r.feePaise])).toEqual([
      [2, '560001', 560001, 560001, true, 0],
      [3, '56*', 560000, 569999, false, 4950],
      [5, '110001-110099', 110001, 110099, true, 0],
    ]);
    expect(parsed.overlaps).toEqual([{ line: 3, otherLine: 2, message: 'Line 3 (56*) overlaps line 2 (560001): line 2 wins where they meet' }]);
  });

  it('lists every bad row with its line', () => {
    const parsed = parseDeliveryCsv('560001,1,2,yes,\n56x,1,2,yes,\n560002,5,2,yes,\n560003,1,2,maybe,\n560004,1,2,yes,-5\n560005,1,2\n560001,3,4,no,\n');
    expect(parsed.errors).toEqual([
      { line: 2, message: "'56x' is not a pincode (560001), a range (560001-560099) or a prefix (56*)" },
      { line: 3, message: 'max_days must not be less than min_days' },
      { line: 4, message: 'cod must be yes or no' },
      { line: 5, message: 'fee must be an amount in rupees from 0 to 10000 (or empty)' },
      { line: 6, message: 'expected 5 values (pincode_or_range,min_days,max_days,cod,fee), found 3' },
      { line: 7, message: 'covers the same pincodes as line 1 (560001)' },
    ]);
  });

  it('refuses an empty file, and export reads back as the same rules', () => {
    expect(parseDeliveryCsv('pincode_or_range,min_days,max_days,cod,fee\n').errors).toEqual([{ line: 1, message: 'the file has no rules' }]);
    const { rules } = parseDeliveryCsv('560001,1,2,yes,\n56*,3,5,no,49.5\n');
    const again = parseDeliveryCsv(deliveryCsv(rules));
    expect(again.rules.map(({ line: _, ...r }) => r)).toEqual(rules.map(({ line: _, ...r }) => r));
  });
});

describe('deliverySettingsSchema', () => {
  const valid = {
    dispatchMinDays: 6, dispatchMaxDays: 8, cutoff: '14:00', offDays: [0], holidays: ['2026-12-25'],
    fallback: { serviceable: true, minDays: 5, maxDays: 8, cod: true, fee: 0 }, codMaxOrderValue: 10000,
  };
  const messages = (value: unknown) => {
    const result = deliverySettingsSchema('2026-12-03').safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it('accepts the policy and refuses a cut-off outside 00:00–23:59 or a holiday in the past', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, cutoff: '24:00' })).toEqual(['Cut-off must be a time from 00:00 to 23:59']);
    expect(messages({ ...valid, holidays: ['2026-12-02'] })).toEqual(['Holiday 2026-12-02 is in the past']);
    expect(messages({ ...valid, holidays: ['2026-02-30'] })).toEqual(['Holidays must be dates (YYYY-MM-DD)']);
    expect(messages({ ...valid, offDays: [0, 1, 2, 3, 4, 5, 6] })).toEqual([expect.stringContaining('at least one day a week must be open')]);
    expect(messages({ ...valid, dispatchMaxDays: 2 })).toEqual(['Most dispatch days must not be less than the fewest']);
  });
});
