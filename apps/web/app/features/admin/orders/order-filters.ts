import type { FilterOption } from '../ui/select-filter';

export const STATUS_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const PAYMENT_STATUS_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'All payments' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'refunded', label: 'Refunded' },
];

export const PAYMENT_METHOD_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'All methods' },
  { value: 'COD', label: 'Cash on Delivery' },
  { value: 'ONLINE', label: 'Online Payment' },
];

export const ORDER_FILTER_KEYS = ['search', 'status', 'paymentStatus', 'paymentMethod'] as const;
