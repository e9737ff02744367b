import { OrdersListPage } from '../../features/admin/orders/orders-list-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Orders');

export default function AdminOrders() {
  return <OrdersListPage />;
}
