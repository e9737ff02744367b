import { OPEN_RETURN_STATUSES, RETURN_STATUSES, RETURN_STATUS_LABELS, type ReturnStatus } from '@dhatu/domain';

/** The queue's filters kept in the address: a status chip and the search. */
export const RETURN_FILTER_KEYS = ['status', 'q'] as const;

/** 'open' (every request waiting for a step, the default), one status, or 'all'. */
export type ReturnChip = 'open' | ReturnStatus | 'all';

// The working order: what needs the owner first, finished ones after, everything last.
const CHIP_ORDER: readonly ReturnChip[] = ['open', 'requested', 'approved', 'received', 'refund_pending', 'refunded', 'exchanged', 'rejected', 'all'];

export interface ChipOption {
  value: ReturnChip;
  label: string;
  count: number;
}

/** The chips with their counts ('Open' adds up the open statuses; 'All' every request). */
export function statusChips(counts: Partial<Record<ReturnStatus, number>>): ChipOption[] {
  const count = (statuses: readonly ReturnStatus[]) => statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return CHIP_ORDER.map((value) => {
    if (value === 'open') return { value, label: 'Open', count: count(OPEN_RETURN_STATUSES) };
    if (value === 'all') return { value, label: 'All', count: count(RETURN_STATUSES) };
    return { value, label: RETURN_STATUS_LABELS[value], count: counts[value] ?? 0 };
  });
}

/** The chip an address's `status` names; anything unknown (or nothing) is the open queue. */
export function chipFromParam(value: string): ReturnChip {
  return (CHIP_ORDER as readonly string[]).includes(value) ? (value as ReturnChip) : 'open';
}
