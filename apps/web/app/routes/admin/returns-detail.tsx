import { ReturnDetailPage } from '../../features/admin/returns/return-detail-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/returns-detail';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Return request');

export default function AdminReturnDetail({ params }: Route.ComponentProps) {
  return <ReturnDetailPage key={params.returnId} returnId={params.returnId} />;
}
