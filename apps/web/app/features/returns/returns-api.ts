import { invoiceFileName } from '@dhatu/domain';
import { apiFetch } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import type { ReturnAnswer, ReturnList, ReturnRequest } from './types';

/** The customer's return calls of an order (issue 23). */

const returnsPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/returns`;

export function fetchReturns(orderId: string, signal?: AbortSignal): Promise<ReturnList> {
  return apiFetch<ReturnList>(returnsPath(orderId), { signal });
}

/** POST multipart (lines and refundTo as JSON text, photos and the video as files); answers the new request. */
export async function sendReturnRequest(orderId: string, form: FormData): Promise<ReturnRequest> {
  const answer = await apiFetch<ReturnAnswer>(returnsPath(orderId), { method: 'POST', body: form });
  return answer.request;
}

/** Downloads the refund's credit note PDF, named as the server names it ('CN/2627/000007' → 'CN-2627-000007.pdf'). */
export async function downloadCreditNote(orderId: string, request: Pick<ReturnRequest, '_id' | 'refund'>): Promise<void> {
  const blob = await apiFetch<Blob>(`${returnsPath(orderId)}/${encodeURIComponent(request._id)}/credit-note`, { responseType: 'blob' });
  saveFile(blob, invoiceFileName(request.refund?.creditNoteNumber ?? request._id));
}
