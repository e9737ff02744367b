import { describe, expect, it } from 'vitest';
import { chipFromParam, statusChips } from './return-filters';

describe('statusChips', () => {
  it('counts Open as requested + approved + received + refund in progress, and All as every request', () => {
    const chips = statusChips({ requested: 2, approved: 1, received: 1, refund_pending: 3, refunded: 5, rejected: 1, exchanged: 0 });
    expect(chips.map((c) => [c.value, c.label, c.count])).toEqual([
      ['open', 'Open', 7],
      ['requested', 'Requested', 2],
      ['approved', 'Approved', 1],
      ['received', 'Received', 1],
      ['refund_pending', 'Refund in progress', 3],
      ['refunded', 'Refunded', 5],
      ['exchanged', 'Exchange shipped', 0],
      ['rejected', 'Rejected', 1],
      ['all', 'All', 13],
    ]);
  });

  it('reads a missing status as none', () => {
    expect(statusChips({}).every((c) => c.count === 0)).toBe(true);
  });
});

describe('chipFromParam', () => {
  it('defaults to the open queue', () => {
    expect(chipFromParam('')).toBe('open');
    expect(chipFromParam('bogus')).toBe('open');
    expect(chipFromParam('refund_pending')).toBe('refund_pending');
    expect(chipFromParam('all')).toBe('all');
  });
});
