import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loader } from '../../../components/ui/loader';
import { useAuth } from '../../auth';
import { loginRedirectState } from '../../auth';
import { NoAccess } from './no-access';

/**
 * Who may see the console. Tokens live only in the browser, so the server (and the first browser
 * render) always shows the loader: no admin data ever reaches the server HTML. Then: not signed in →
 * /login, remembering the /admin… path to come back to; signed in without the admin role → a plain
 * "no access" page (the API answers 403 to such a user anyway, this only spares the round trips).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, signingOut, user } = useAuth();
  const { pathname, search } = useLocation();
  const from = useMemo(() => loginRedirectState(pathname, search), [pathname, search]);

  if (loading || signingOut) return <Loader fullScreen label="Loading the admin console" />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={from} />;
  if (user?.role !== 'admin') return <NoAccess />;
  return <>{children}</>;
}
