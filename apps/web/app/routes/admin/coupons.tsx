import { CouponsPage } from '../../features/admin/coupons/coupons-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Coupons');

export default function AdminCoupons() {
  return <CouponsPage />;
}
