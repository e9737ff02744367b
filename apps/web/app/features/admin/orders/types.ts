/** /api/admin/orders answers the contract's shapes: a row per order, and the customer's order plus what only the shop sees. */
export type {
  AdminOrderDetail as AdminOrder, AdminOrderList, AdminOrderSummary as AdminOrderRow, OrderAuditEntry as AdminAuditEntry,
  OrderNotification as AdminNotification,
} from '@dhatu/domain/contracts';

/** The order list's filters as the page keeps them in the address. */
export interface OrderListFilters {
  search: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  page: number;
}
