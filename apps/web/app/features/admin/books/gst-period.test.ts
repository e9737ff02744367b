import { describe, expect, it } from 'vitest';
import { lastMonth, returnPeriodRange } from './gst-period';

describe('GST return periods', () => {
  it('covers a calendar month, leap Februaries included', () => {
    expect(returnPeriodRange({ kind: 'month', month: '2026-11' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(returnPeriodRange({ kind: 'month', month: '2028-02' })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(returnPeriodRange({ kind: 'month', month: '2026-12' })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
  it('covers a quarter of the financial year, the fourth in the next calendar year', () => {
    expect(returnPeriodRange({ kind: 'quarter', fyStart: 2026, quarter: 1 })).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(returnPeriodRange({ kind: 'quarter', fyStart: 2026, quarter: 3 })).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(returnPeriodRange({ kind: 'quarter', fyStart: 2026, quarter: 4 })).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });
  it('starts on last month', () => {
    expect(lastMonth('2026-11-21')).toBe('2026-10');
    expect(lastMonth('2027-01-05')).toBe('2026-12');
  });
});
