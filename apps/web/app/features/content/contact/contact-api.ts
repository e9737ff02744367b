import type { ContactInput } from '@dhatu/domain';
import type { ContactSent } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contact's answer (account §7). */
export type { ContactSent };

export function sendContactMessage(input: ContactInput): Promise<ContactSent> {
  return apiFetch<ContactSent>('/api/contact', { method: 'POST', body: input });
}
