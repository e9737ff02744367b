import { addDays, type DayRange } from '@dhatu/domain';

/** A GST return period the owner picks: a calendar month, or a quarter of the financial year. */
export type ReturnPeriodChoice = { kind: 'month'; month: string } | { kind: 'quarter'; fyStart: number; quarter: 1 | 2 | 3 | 4 };

/** First day of the month `months` after 'YYYY-MM'. */
function monthStart(month: string, months = 0): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The days of a month ('2026-11' → 1–30 Nov) or a quarter (Q1 of 2026-27 → 1 Apr – 30 Jun 2026). */
export function returnPeriodRange(choice: ReturnPeriodChoice): DayRange {
  if (choice.kind === 'month') return { from: monthStart(choice.month), to: addDays(monthStart(choice.month, 1), -1) };
  const first = monthStart(`${choice.fyStart}-04`, (choice.quarter - 1) * 3);
  return { from: first, to: addDays(monthStart(first.slice(0, 7), 3), -1) };
}

/** The month before the India day `today` ('2026-11-21' → '2026-10'): the return usually filed next. */
export function lastMonth(today: string): string {
  return monthStart(today.slice(0, 7), -1).slice(0, 7);
}

/** 'Q3 (Oct–Dec)'. */
export const QUARTER_LABELS = { 1: 'Q1 (Apr–Jun)', 2: 'Q2 (Jul–Sep)', 3: 'Q3 (Oct–Dec)', 4: 'Q4 (Jan–Mar)' } as const;
