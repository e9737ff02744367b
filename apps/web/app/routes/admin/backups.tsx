import { adminMeta } from '../../features/admin/admin-meta';
import { BackupsPage } from '../../features/admin/backups/backups-page';
import type { Route } from './+types/backups';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Backups');

export default function AdminBackups() {
  return <BackupsPage />;
}
