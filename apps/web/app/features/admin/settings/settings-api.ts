import type { OrderLimits } from '@dhatu/domain';
import type { AdminOrderLimits } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';
import { adminPath } from '../admin-request';

/** GET/PUT /api/admin/settings/limits answer the contract's AdminOrderLimits. */
export type { AdminOrderLimits };

export function fetchOrderLimits(signal?: AbortSignal): Promise<AdminOrderLimits> {
  return apiFetch<AdminOrderLimits>(adminPath('/settings/limits'), { signal });
}

export function saveOrderLimits(body: OrderLimits): Promise<AdminOrderLimits> {
  return apiFetch<AdminOrderLimits>(adminPath('/settings/limits'), { method: 'PUT', body });
}
