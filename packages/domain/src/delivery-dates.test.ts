import { describe, expect, it } from 'vitest';
import { deliveryDateRange, deliveryDatesText, deliveryWindow, formatDeliveryDate, orderStartDay } from './delivery-dates.ts';

// December 2026: Thu 3, Fri 4, Sat 5, Sun 6, Mon 7.
const calendar = { offDays: [0], holidays: [] as string[] };
const ist = (local: string) => new Date(`${local}+05:30`);

describe('orderStartDay', () => {
  it('counts today before the cut-off and the next business day from it', () => {
    expect(orderStartDay(ist('2026-12-03T13:59'), '14:00', calendar)).toBe('2026-12-03');
    expect(orderStartDay(ist('2026-12-03T14:00'), '14:00', calendar)).toBe('2026-12-04');
  });

  it('goes by the India date when the UTC date is still the day before (crossing midnight IST)', () => {
    // 18:45 UTC on Saturday is 00:15 IST on Sunday, a day off: the order counts from Monday.
    expect(orderStartDay(new Date('2026-12-05T18:45:00Z'), '14:00', calendar)).toBe('2026-12-07');
    // 18:45 UTC on Thursday is 00:15 IST Friday, before Friday's cut-off: Friday.
    expect(orderStartDay(new Date('2026-12-03T18:45:00Z'), '14:00', calendar)).toBe('2026-12-04');
    // A late cut-off: 23:30 IST Thursday is still Thursday's order, 23:31 is Friday's.
    expect(orderStartDay(ist('2026-12-03T23:29'), '23:30', calendar)).toBe('2026-12-03');
    expect(orderStartDay(ist('2026-12-03T23:30'), '23:30', calendar)).toBe('2026-12-04');
  });

  it('skips weekly days off and holidays', () => {
    expect(orderStartDay(ist('2026-12-06T09:00'), '14:00', calendar)).toBe('2026-12-07');
    expect(orderStartDay(ist('2026-12-05T15:00'), '14:00', { offDays: [0], holidays: ['2026-12-07'] })).toBe('2026-12-08');
  });
});

describe('deliveryWindow', () => {
  const rule = { cutoff: '14:00', dispatchMinDays: 1, dispatchMaxDays: 2, minDays: 1, maxDays: 3, ...calendar };

  it('adds dispatch and transit business days, skipping Sundays', () => {
    // Thu 3 (day 0) + 2 → Sat 5; + 5 → Wed 9 (Sun 6 skipped).
    expect(deliveryWindow(ist('2026-12-03T10:00'), rule)).toEqual({ minDate: '2026-12-05', maxDate: '2026-12-09' });
  });

  it('moves past a holiday', () => {
    expect(deliveryWindow(ist('2026-12-03T10:00'), { ...rule, holidays: ['2026-12-05'] })).toEqual({ minDate: '2026-12-07', maxDate: '2026-12-10' });
  });

  it('a same-day window when nothing is added', () => {
    expect(deliveryWindow(ist('2026-12-03T10:00'), { ...rule, dispatchMinDays: 0, dispatchMaxDays: 0, minDays: 0, maxDays: 0 })).toEqual({ minDate: '2026-12-03', maxDate: '2026-12-03' });
  });
});

describe('delivery text', () => {
  it('prints en-IN short dates, and a range where the rules give one', () => {
    expect(formatDeliveryDate('2025-12-05')).toBe('Fri, 5 Dec');
    expect(deliveryDatesText({ minDate: '2025-12-05', maxDate: '2025-12-05' })).toBe('Delivery by Fri, 5 Dec');
    expect(deliveryDatesText({ minDate: '2025-12-03', maxDate: '2025-12-05' })).toBe('Delivery Wed, 3 Dec – Fri, 5 Dec');
  });

  it('names one day once, not as a range from it to itself (the order pages)', () => {
    expect(deliveryDateRange({ minDate: '2025-12-05', maxDate: '2025-12-05' })).toBe('Fri, 5 Dec');
    expect(deliveryDateRange({ minDate: '2025-12-29', maxDate: '2026-01-02' })).toBe('Mon, 29 Dec – Fri, 2 Jan');
  });
});
