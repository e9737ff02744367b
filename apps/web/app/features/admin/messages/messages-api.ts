import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminMessage, AdminMessageList } from './types';

export function fetchAdminMessages(filters: { status: string; page: number }, signal?: AbortSignal): Promise<AdminMessageList> {
  return apiFetch<AdminMessageList>(adminPath('/messages', { ...filters, limit: 20 }), { signal });
}

export function setMessageStatus(id: string, status: AdminMessage['status']): Promise<AdminMessage> {
  return apiFetch<AdminMessage>(adminPath(idPath('/messages', id)), { method: 'PATCH', body: { status } });
}
