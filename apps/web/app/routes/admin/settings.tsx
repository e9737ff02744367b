import { adminMeta } from '../../features/admin/admin-meta';
import { SettingsPage } from '../../features/admin/settings/settings-page';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Settings');

export default function AdminSettings() {
  return <SettingsPage />;
}
