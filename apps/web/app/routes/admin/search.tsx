import { adminMeta } from '../../features/admin/admin-meta';
import { SearchPage } from '../../features/admin/search/search-page';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Searches');

export default function AdminSearch() {
  return <SearchPage />;
}
