import { CategoriesPage } from '../../features/admin/categories/categories-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/categories';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Categories');

export default function AdminCategories() {
  return <CategoriesPage />;
}
