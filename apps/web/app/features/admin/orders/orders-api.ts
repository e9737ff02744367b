import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminOrderStatusInput } from '@dhatu/domain';
import type { AdminOrder, AdminOrderList, OrderListFilters } from './types';

/** The order calls of the admin API (GET/POST /api/admin/orders…). */

const orderPath = (id: string, action = '') => adminPath(idPath('/orders', id) + action);

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export function fetchAdminOrders(filters: OrderListFilters, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiFetch<AdminOrderList>(adminPath('/orders', { ...filters, limit: ADMIN_ORDERS_PAGE_SIZE }), { signal });
}

export function fetchAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiFetch<AdminOrder>(orderPath(id), { signal });
}

export function changeOrderStatus(id: string, body: AdminOrderStatusInput): Promise<AdminOrder> {
  return apiFetch<AdminOrder>(orderPath(id, '/status'), { method: 'POST', body });
}

export function cancelAdminOrder(id: string): Promise<AdminOrder> {
  return apiFetch<AdminOrder>(orderPath(id, '/cancel'), { method: 'POST' });
}

export function markOrderPaid(id: string): Promise<AdminOrder> {
  return apiFetch<AdminOrder>(orderPath(id, '/mark-paid'), { method: 'POST' });
}

export function clearPaymentAttention(id: string): Promise<AdminOrder> {
  return apiFetch<AdminOrder>(orderPath(id, '/clear-attention'), { method: 'POST' });
}

/** Downloads the order's invoice PDF and saves it as '<orderId>-invoice.pdf'. */
export async function downloadAdminInvoice(id: string, orderId: string): Promise<void> {
  const blob = await apiFetch<Blob>(orderPath(id, '/invoice'), { responseType: 'blob', headers: { Accept: 'application/pdf' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${orderId.replace(/[^A-Za-z0-9_-]+/g, '-')}-invoice.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
