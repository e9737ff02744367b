import { BannersPage } from '../../features/admin/banners/banners-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/banners';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Banners');

export default function AdminBanners() {
  return <BannersPage />;
}
