import { adminMeta } from '../../features/admin/admin-meta';
import { BooksPage } from '../../features/admin/books/books-page';
import type { Route } from './+types/books';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Books');

export default function AdminBooks() {
  return <BooksPage />;
}
