import { Outlet } from 'react-router';
import { RouteError } from '../features/shell/route-error';
import { ShellFrame } from '../features/shell/shell-frame';
import type { Route } from './+types/shell';

export default function Shell() {
  return (
    <ShellFrame>
      <Outlet />
    </ShellFrame>
  );
}

/** A failing page keeps the header and footer, so the shopper can carry on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShellFrame>
      <RouteError error={error} />
    </ShellFrame>
  );
}
