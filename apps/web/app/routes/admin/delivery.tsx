import { adminMeta } from '../../features/admin/admin-meta';
import { DeliveryPage } from '../../features/admin/delivery/delivery-page';
import type { Route } from './+types/delivery';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Delivery');

export default function AdminDelivery() {
  return <DeliveryPage />;
}
