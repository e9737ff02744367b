import { adminMeta } from '../../features/admin/admin-meta';
import { EditProductPage, NewProductPage } from '../../features/admin/products/product-edit-page';
import type { Route } from './+types/product-edit';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'productId' in args.params ? 'Edit product' : 'New product');

/** Both /admin/products/new and /admin/products/{productId} (two route ids, one module). */
export default function AdminProductEdit({ params }: Route.ComponentProps) {
  const productId = (params).productId;
  return productId ? <EditProductPage key={productId} productId={productId} /> : <NewProductPage />;
}
