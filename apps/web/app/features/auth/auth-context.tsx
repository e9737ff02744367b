import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearTokens, getAuthToken, getRefreshToken, setTokens } from '../../lib/token-storage';
import { fetchCurrentUser } from './auth-api';
import type { Session, User } from './types';

export interface AuthValue extends Session {
  /** Stores the user and both tokens (after the phone code is verified). */
  login: (user: User, authToken: string, refreshToken: string) => void;
  /** Clears the tokens, the session and every cached query of the previous user. */
  logout: () => void;
  /** Re-reads the user from the server, e.g. after the profile changed; resolves with it. */
  refreshUser: () => Promise<User | null>;
}

const LOADING: Session = { user: null, authToken: null, refreshToken: null, loading: true, isAuthenticated: false };
const SIGNED_OUT: Session = { ...LOADING, loading: false };

const AuthContext = createContext<AuthValue | null>(null);

/**
 * The session (storefront §4): starts loading; when both tokens are stored the current user is
 * fetched and the session becomes authenticated, otherwise (or on failure, which also clears the
 * tokens) it is signed out. Tokens only exist in the browser, so the server always renders "loading".
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(LOADING);

  useEffect(() => {
    const authToken = getAuthToken();
    const refreshToken = getRefreshToken();
    if (!authToken || !refreshToken) {
      setSession(SIGNED_OUT);
      return;
    }
    const controller = new AbortController();
    fetchCurrentUser(controller.signal)
      .then((user) => {
        // The 401 refresh may have swapped the tokens while we waited; keep the current pair.
        setSession({ user, authToken: getAuthToken(), refreshToken: getRefreshToken(), loading: false, isAuthenticated: true });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Session start failed; signing out', error);
        clearTokens();
        setSession(SIGNED_OUT);
      });
    return () => controller.abort();
  }, []);

  const login = useCallback((user: User, authToken: string, refreshToken: string) => {
    setTokens(authToken, refreshToken);
    setSession({ user, authToken, refreshToken, loading: false, isAuthenticated: true });
  }, []);

  const logout = useCallback(() => {
    clearTokens();
    setSession(SIGNED_OUT);
    queryClient.clear();
  }, [queryClient]);

  const refreshUser = useCallback(async () => {
    try {
      const user = await fetchCurrentUser();
      setSession((s) => ({ ...s, user, isAuthenticated: true, loading: false }));
      return user;
    } catch (error) {
      console.error('Failed to refresh user data', error);
      return null;
    }
  }, []);

  const value = useMemo<AuthValue>(() => ({ ...session, login, logout, refreshUser }), [session, login, logout, refreshUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
