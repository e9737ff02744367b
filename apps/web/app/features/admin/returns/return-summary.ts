import { paiseToRupees, rupeesToPaise } from '@dhatu/domain';
import type { AdminReturn } from './types';

/** 'Brass Diya × 1, Tealight holder × 2': what a request sends back, in one line. */
export function linesSummary(request: Pick<AdminReturn, 'lines'>): string {
  return request.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
}

/** What the returned units were paid, in rupees (added up in paise so it stays exact). */
export function linesAmount(request: Pick<AdminReturn, 'lines'>): number {
  return paiseToRupees(request.lines.reduce((sum, line) => sum + rupeesToPaise(line.amount), 0));
}

/** The queue's short word for what the customer wants. */
export function resolutionWord(resolution: AdminReturn['resolution']): string {
  return resolution === 'refund' ? 'Refund' : 'Exchange';
}
