import { describe, expect, it } from 'vitest';
import {
  bucketsOf, bucketStart, changePercent, indiaDay, indiaDayStartOf, periodRange, previousRange, rangeInstants, REPORT_RANGE_MESSAGES,
  reportRangeProblem, returnPeriodOf,
} from './report-ranges.ts';

describe('report ranges', () => {
  it('reads India days from instants and back', () => {
    // 18:30 UTC is midnight in India.
    expect(indiaDay('2026-03-31T18:29:59Z')).toBe('2026-03-31');
    expect(indiaDay('2026-03-31T18:30:00Z')).toBe('2026-04-01');
    expect(indiaDayStartOf('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      start: new Date('2026-10-31T18:30:00Z'), end: new Date('2026-11-30T18:30:00Z'),
    });
  });

  it('refuses unreal days, reversed ranges and more than three years', () => {
    expect(reportRangeProblem('2026-02-30', '2026-03-01')).toBe(REPORT_RANGE_MESSAGES.invalidDay);
    expect(reportRangeProblem('26-01-01', '2026-03-01')).toBe(REPORT_RANGE_MESSAGES.invalidDay);
    expect(reportRangeProblem('2026-03-02', '2026-03-01')).toBe(REPORT_RANGE_MESSAGES.reversed);
    expect(reportRangeProblem('2023-01-01', '2025-12-31')).toBeNull();
    expect(reportRangeProblem('2023-01-01', '2026-01-01')).toBe(REPORT_RANGE_MESSAGES.tooLong);
    expect(reportRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('covers the presets, the financial year from 1 April', () => {
    expect(periodRange('today', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(periodRange('7d', '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(periodRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodRange('fy', '2026-11-21')).toEqual({ from: '2026-04-01', to: '2026-11-21' });
    expect(periodRange('fy', '2027-03-31')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(periodRange('fy', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });

  it('compares with as many days before, or the year before for the financial year', () => {
    expect(previousRange({ from: '2026-11-15', to: '2026-11-21' }, '7d')).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(previousRange({ from: '2026-11-21', to: '2026-11-21' }, 'today')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(previousRange({ from: '2027-04-01', to: '2028-02-29' }, 'fy')).toEqual({ from: '2026-04-01', to: '2027-02-28' });
  });

  it('states a change in percent, or none against nothing', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(5, 0)).toBeNull();
  });

  it('groups days into weeks from Monday and months from the 1st', () => {
    expect(bucketStart('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(bucketStart('2026-11-22', 'month')).toBe('2026-11-01');
    expect(bucketsOf({ from: '2026-11-20', to: '2026-11-24' }, 'day')).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(bucketsOf({ from: '2026-11-20', to: '2026-11-24' }, 'week')).toEqual(['2026-11-16', '2026-11-23']);
    expect(bucketsOf({ from: '2026-01-31', to: '2026-03-01' }, 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('names the return period of a month or a quarter only', () => {
    expect(returnPeriodOf({ from: '2026-11-01', to: '2026-11-30' })).toBe('112026');
    expect(returnPeriodOf({ from: '2028-02-01', to: '2028-02-29' })).toBe('022028');
    expect(returnPeriodOf({ from: '2026-10-01', to: '2026-12-31' })).toBe('122026');
    expect(returnPeriodOf({ from: '2027-01-01', to: '2027-03-31' })).toBe('032027');
    expect(returnPeriodOf({ from: '2026-11-01', to: '2027-01-31' })).toBeNull();
    expect(returnPeriodOf({ from: '2026-11-02', to: '2026-11-30' })).toBeNull();
  });
});
