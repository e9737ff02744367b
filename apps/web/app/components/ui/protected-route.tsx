import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { loginRedirectState } from '../../features/auth/return-path';
import { Loader } from './loader';

interface ProtectedRouteProps {
  children: ReactNode;
  /** Cover the whole viewport while the session loads, instead of the page area only. */
  fullScreen?: boolean;
}

/**
 * A signed-in page (account §2, storefront §2): the spinner while the session loads — which is
 * always the case on the server, so signed-in pages carry no data in their HTML — then the page,
 * or a trip to /login that remembers the path and query to come back to.
 */
export function ProtectedRoute({ children, fullScreen = false }: ProtectedRouteProps) {
  const { loading, isAuthenticated, signingOut } = useAuth();
  const { pathname, search } = useLocation();
  // One state object per path: <Navigate> navigates again whenever its state prop is a new object.
  const from = useMemo(() => loginRedirectState(pathname, search), [pathname, search]);

  // After a logout the page waits for the trip to '/' rather than asking to log in again.
  if (loading || signingOut) {
    return fullScreen ? (
      <Loader fullScreen label="Loading your account" />
    ) : (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Loader size="large" label="Loading your account" />
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to="/login" replace state={from} />;
  return <>{children}</>;
}
