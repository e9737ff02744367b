import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Dashboard');

export default function AdminDashboard() {
  return <DashboardPage />;
}
