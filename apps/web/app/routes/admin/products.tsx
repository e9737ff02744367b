import { ProductsListPage } from '../../features/admin/products/products-list-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Products');

export default function AdminProducts() {
  return <ProductsListPage />;
}
