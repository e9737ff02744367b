import { ReturnsListPage } from '../../features/admin/returns/returns-list-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Returns');

export default function AdminReturns() {
  return <ReturnsListPage />;
}
