import { Outlet } from 'react-router';
import { AdminFrame } from '../../features/admin/layout/admin-frame';
import { AdminGuard } from '../../features/admin/layout/admin-guard';
import { AdminRouteError } from '../../features/admin/layout/admin-route-error';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/layout';

/**
 * /admin: the shop owner's console. Rendered in the browser only: the server sends the loader
 * (the session is unknown there) and every screen loads its data with the bearer token.
 */
export const meta: Route.MetaFunction = (args) => adminMeta(args);

export default function AdminLayout() {
  return (
    <AdminGuard>
      <AdminFrame>
        <Outlet />
      </AdminFrame>
    </AdminGuard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
