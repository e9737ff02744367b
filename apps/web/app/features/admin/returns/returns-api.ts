import type { z } from 'zod';
import type { approveReturnSchema, receiveReturnSchema, refundPaidSchema, rejectReturnSchema, sendExchangeSchema } from '@dhatu/domain';
import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminReturn, AdminReturnList, ReturnListFilters } from './types';

/** The return calls of the admin API (GET/POST /api/admin/returns…). */

const returnPath = (id: string, action = '') => adminPath(idPath('/returns', id) + action);

/** The address keeps 'all' for "every status"; the API wants no status for that. */
export function fetchAdminReturns({ status, q, page }: ReturnListFilters, signal?: AbortSignal): Promise<AdminReturnList> {
  return apiFetch<AdminReturnList>(adminPath('/returns', { status: status === 'all' ? '' : status, q, page }), { signal });
}

export function fetchAdminReturn(id: string, signal?: AbortSignal): Promise<AdminReturn> {
  return apiFetch<AdminReturn>(returnPath(id), { signal });
}

/** Each step's body, as the domain's schemas take it. */
export interface ReturnStepBodies {
  approve: z.input<typeof approveReturnSchema>;
  reject: z.input<typeof rejectReturnSchema>;
  receive: z.input<typeof receiveReturnSchema>;
  /** Online: through the provider (again, idempotent, while it is pending); COD: the transfer to make. */
  refund: undefined;
  'refund-paid': z.input<typeof refundPaidSchema>;
  exchange: z.input<typeof sendExchangeSchema>;
}
export type ReturnStep = keyof ReturnStepBodies;
/** One step with its body: { step: 'approve', body: { instructions } }. */
export type ReturnStepCall = { [S in ReturnStep]: { step: S; body: ReturnStepBodies[S] } }[ReturnStep];

export function postReturnStep(id: string, { step, body }: ReturnStepCall): Promise<AdminReturn> {
  return apiFetch<AdminReturn>(returnPath(id, `/${step}`), { method: 'POST', body });
}

/** Downloads the request's GST credit note and saves it as 'CN-2627-000007.pdf'. */
export async function downloadCreditNote(id: string, creditNoteNumber: string): Promise<void> {
  const blob = await apiFetch<Blob>(returnPath(id, '/credit-note'), { responseType: 'blob', headers: { Accept: 'application/pdf' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${creditNoteNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
