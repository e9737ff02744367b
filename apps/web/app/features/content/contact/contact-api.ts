import type { ContactInput } from '@dhatu/domain';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contact's answer (account §7). */
export interface ContactSent {
  success: boolean;
  message: string;
}

export function sendContactMessage(input: ContactInput): Promise<ContactSent> {
  return apiFetch<ContactSent>('/api/contact', { method: 'POST', body: input });
}
