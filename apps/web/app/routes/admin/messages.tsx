import { MessagesPage } from '../../features/admin/messages/messages-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Messages');

export default function AdminMessages() {
  return <MessagesPage />;
}
