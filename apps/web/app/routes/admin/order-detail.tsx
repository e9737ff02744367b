import { OrderDetailPage } from '../../features/admin/orders/order-detail-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/order-detail';

export const meta: Route.MetaFunction = (args) => adminMeta(args, `Order ${args.params.orderId}`);

export default function AdminOrderDetail({ params }: Route.ComponentProps) {
  return <OrderDetailPage key={params.orderId} orderId={params.orderId} />;
}
