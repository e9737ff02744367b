import type { OrderStatus, PaymentMethod, PaymentStatus } from '@dhatu/domain';
import type { Order } from '../../orders/types';
import type { PageInfo } from '../admin-request';

/** A row of GET /api/admin/orders (apps/api/src/modules/admin/orders/schemas.ts). */
export interface AdminOrderRow {
  _id: string;
  orderId: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  userName: string;
  userPhone: string;
  total: number;
  itemCount: number;
  paymentAttention: string | null;
}

export interface AdminOrderList extends PageInfo {
  orders: AdminOrderRow[];
}

export interface AdminNotification {
  event: 'order_placed' | 'order_shipped' | 'order_delivered';
  channel: 'sms' | 'email';
  /** The phone or e-mail address it goes to. */
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface AdminAuditEntry {
  action: string;
  actorPhone: string | null;
  createdAt: string;
  before: unknown;
  after: unknown;
}

/** GET /api/admin/orders/{id}: the customer's order plus what only the shop sees. */
export interface AdminOrder extends Omit<Order, 'status'> {
  status: OrderStatus;
  userEmail: string | null;
  courier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  paymentProvider: string | null;
  paymentReference: string | null;
  paymentAttention: string | null;
  notifications: AdminNotification[];
  audit: AdminAuditEntry[];
  /** What it may become now ('cancelled' means POST …/cancel). */
  allowedStatuses: OrderStatus[];
  canMarkPaid: boolean;
}


export interface OrderListFilters {
  search: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  page: number;
}
