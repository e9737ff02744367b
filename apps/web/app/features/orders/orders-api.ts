import type { PlaceOrderInput } from '@dhatu/domain';
import { apiFetch } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import type { InvoiceCheck, Order, OrderList, PaymentVerification } from './types';

/** The order and invoice calls of account §7. */

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** GET /api/orders answers `{ orders }` (the spec also allows a bare list); anything else is not a list. */
export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  // Typed by the contract; read defensively all the same (a bare list or no list at all is handled).
  const answer: unknown = await apiFetch<OrderList>('/api/orders', { signal });
  const list = Array.isArray(answer) ? answer : (answer as { orders?: unknown } | null)?.orders;
  if (!Array.isArray(list)) throw new OrdersDataError();
  return list as Order[];
}

/** The list answer was not a list (account §8 'Error loading orders data'). */
export class OrdersDataError extends Error {
  constructor() {
    super('Error loading orders data');
    this.name = 'OrdersDataError';
  }
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiFetch<Order>(orderPath(id), { signal });
}

export function cancelOrder(id: string): Promise<Order> {
  return apiFetch<Order>(`${orderPath(id)}/cancel`, { method: 'POST' });
}

/** POST /api/orders; the answer may be the order or `{ order }`. */
export async function placeOrder(body: PlaceOrderInput & { addressId?: string }, idempotencyKey: string): Promise<Order> {
  const answer: unknown = await apiFetch<Order>('/api/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
  const wrapped = (answer as { order?: unknown } | null)?.order;
  return (wrapped ?? answer) as Order;
}

/** GET /api/payments/verify/{orderId} (account §7): the payment's status, asking the provider while it is pending. */
export function verifyPayment(id: string, signal?: AbortSignal): Promise<PaymentVerification> {
  return apiFetch<PaymentVerification>(`/api/payments/verify/${encodeURIComponent(id)}`, { signal });
}

export function checkInvoice(orderId: string): Promise<InvoiceCheck> {
  return apiFetch<InvoiceCheck>(`/api/invoice/check/${encodeURIComponent(orderId)}`);
}

/**
 * Checks the invoice, downloads the PDF and saves it named with the invoice number
 * ('INV/2627/000042' becomes 'INV-2627-000042.pdf'). Throws when either call fails.
 */
export async function downloadInvoice(orderId: string): Promise<void> {
  const check = await checkInvoice(orderId);
  if (!check.exists) throw new Error('Failed to check invoice');
  const blob = await apiFetch<Blob>(`/api/invoice/download/${encodeURIComponent(orderId)}`, { responseType: 'blob' });
  const number = check.invoice?.invoiceNumber ?? orderId;
  saveFile(blob, `${number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`);
}
