import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateTime, indiaDayStart, indiaMonthStart } from './dates.ts';

// ICU versions differ in the space before am/pm (U+0020 or U+202F); compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('formatDateLong', () => {
  it('prints en-IN long dates in India time', () => {
    expect(formatDateLong(new Date('2026-11-21T06:00:00Z'))).toBe('21 November 2026');
    // 20 Nov 19:00 UTC is already 21 Nov 00:30 in India.
    expect(formatDateLong('2026-11-20T19:00:00Z')).toBe('21 November 2026');
    expect(formatDateLong(Date.UTC(2025, 0, 5, 12))).toBe('5 January 2025');
  });
  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDateLong('not a date')).toBe('');
    expect(formatDateLong(null)).toBe('');
    expect(formatDateLong(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the India time of day', () => {
    const text = plain(formatDateTime('2026-11-21T10:00:00Z'));
    expect(text).toContain('21 November 2026');
    expect(text).toMatch(/3:30 pm$/i);
  });
  it('returns an empty string for invalid dates', () => {
    expect(formatDateTime('')).toBe('');
  });
});

describe('India day and month starts', () => {
  it('begin at midnight in India, not UTC', () => {
    // 21 Nov 00:30 IST is still 20 Nov in UTC.
    expect(indiaDayStart('2026-11-20T19:00:00Z').toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(indiaDayStart('2026-11-20T18:29:59Z').toISOString()).toBe('2026-11-19T18:30:00.000Z');
    expect(indiaMonthStart('2026-11-20T19:00:00Z').toISOString()).toBe('2026-10-31T18:30:00.000Z');
    // 1 Dec 00:10 IST already belongs to December.
    expect(indiaMonthStart('2026-11-30T18:40:00Z').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});
