import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './coupon-dates';

describe('coupon dates in India time', () => {
  it('sends a typed time with the India offset', () => {
    expect(localInputToIso('2026-11-01T00:00')).toBe('2026-11-01T00:00:00+05:30');
    expect(localInputToIso('')).toBeNull();
  });

  it('shows a stored instant as India time', () => {
    expect(isoToLocalInput('2026-10-31T18:30:00.000Z')).toBe('2026-11-01T00:00');
    expect(isoToLocalInput('2026-11-01T00:00:00+05:30')).toBe('2026-11-01T00:00');
    expect(isoToLocalInput(null)).toBe('');
  });

  it('round-trips', () => {
    expect(isoToLocalInput(localInputToIso('2027-01-15T23:59'))).toBe('2027-01-15T23:59');
  });
});
