import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSessionHooks } from '../../lib/api-client';
import { clearTokens, getAuthToken, getRefreshToken, setTokens, subscribeTokens } from '../../lib/token-storage';
import { fetchCurrentUser, revokeSession } from './auth-api';
import { forgetUserOnDevice } from './device-state';
import { loginRedirectState } from './return-path';
import type { Session, User } from './types';

export interface AuthValue extends Session {
  /** Stores the user and both tokens (after the phone code is verified). */
  login: (user: User, authToken: string, refreshToken: string) => void;
  /**
   * Ends the sign-in on the server (failures ignored), forgets the tokens, the user, every cached
   * query and what the device kept for this customer, and goes to '/'.
   */
  logout: () => Promise<void>;
  /** Re-reads the user from the server, e.g. after the profile changed; resolves with it, or null. */
  refreshUser: () => Promise<User | null>;
  /**
   * True from a logout until the trip to '/' has happened: protected pages then wait instead of
   * sending the customer who just left to /login.
   */
  signingOut: boolean;
}

const LOADING: Session = { user: null, authToken: null, refreshToken: null, loading: true, isAuthenticated: false };
const SIGNED_OUT: Session = { ...LOADING, loading: false };

const AuthContext = createContext<AuthValue | null>(null);
/**
 * The signed-in user alone, and a way to read the whole session when a shopper acts. Every card's
 * heart needs only these: when a guest's session settles from "loading" to "signed out" the user
 * stays null, so the cards do not render again.
 */
const SessionUserContext = createContext<User | null>(null);
const CurrentSessionContext = createContext<(() => Session) | null>(null);

/**
 * The session (storefront §4): starts loading; when both tokens are stored the current user is
 * fetched and the session becomes authenticated, otherwise (or on failure, which also clears the
 * tokens) it is signed out. Tokens only exist in the browser, so the server always renders "loading".
 * The API client reports refreshed and ended sessions here; other tabs' sign-ins and sign-outs
 * are followed through the storage event.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>(LOADING);
  const [signingOut, setSigningOut] = useState(false);
  const { key: locationKey } = useLocation();
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  /** Signed out in this tab: no user, no cached data of theirs. Tokens are cleared by the caller. */
  const resetSession = useCallback(() => {
    setSession(SIGNED_OUT);
    queryClient.clear();
  }, [queryClient]);

  const startSession = useCallback((signal: AbortSignal) => {
    if (!getAuthToken() || !getRefreshToken()) {
      // Every card's heart and the header follow the session: as a transition React renders them
      // in small slices, so a phone that just showed the page stays free to answer a tap.
      startTransition(() => setSession(SIGNED_OUT));
      return;
    }
    fetchCurrentUser({ signal, loginOnExpiry: false })
      .then((user) => {
        // The 401 refresh may have swapped the tokens while we waited; keep the current pair.
        setSession({ user, authToken: getAuthToken(), refreshToken: getRefreshToken(), loading: false, isAuthenticated: true });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.error('Session start failed; signing out', error);
        clearTokens();
        setSession(SIGNED_OUT);
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    startSession(controller.signal);
    return () => controller.abort();
  }, [startSession]);

  // <html data-session="guest|signed-in"> once the page is interactive and knows who is shopping
  // (browser journeys wait for it: until then Add to Cart would treat a signed-in shopper as a guest).
  useEffect(() => {
    document.documentElement.dataset.session = session.loading ? 'loading' : session.isAuthenticated ? 'signed-in' : 'guest';
  }, [session.loading, session.isAuthenticated]);

  // The API client's 401 rule: keep the new pair, or end the session and go to /login.
  useEffect(
    () =>
      setSessionHooks({
        onTokensRefreshed: ({ token, refreshToken }) => setSession((s) => (s.isAuthenticated ? { ...s, authToken: token, refreshToken } : s)),
        onSessionExpired: ({ login }) => {
          resetSession();
          if (!login) return;
          const { pathname, search } = window.location;
          void navigate('/login', { state: loginRedirectState(pathname, search) });
        },
      }),
    [navigate, resetSession],
  );

  // Another tab signed in, refreshed or signed out.
  useEffect(() => {
    let controller: AbortController | null = null;
    const unsubscribe = subscribeTokens(() => {
      const authToken = getAuthToken();
      const refreshToken = getRefreshToken();
      const current = sessionRef.current;
      if (!authToken || !refreshToken) {
        if (current.isAuthenticated) resetSession();
      } else if (current.isAuthenticated) {
        setSession((s) => ({ ...s, authToken, refreshToken }));
      } else if (!current.loading) {
        controller?.abort();
        controller = new AbortController();
        setSession(LOADING);
        startSession(controller.signal);
      }
    });
    return () => {
      unsubscribe();
      controller?.abort();
    };
  }, [resetSession, startSession]);

  const login = useCallback((user: User, authToken: string, refreshToken: string) => {
    setTokens(authToken, refreshToken);
    setSession({ user, authToken, refreshToken, loading: false, isAuthenticated: true });
  }, []);

  // The logout's trip to '/' (or any later navigation) has arrived.
  useEffect(() => setSigningOut(false), [locationKey]);

  const logout = useCallback(async () => {
    const refreshToken = getRefreshToken();
    clearTokens();
    forgetUserOnDevice();
    if (refreshToken) {
      revokeSession(refreshToken).catch((error: unknown) => console.warn('Logout could not reach the server; the tokens are forgotten here', error));
    }
    setSigningOut(true);
    resetSession();
    await navigate('/');
  }, [navigate, resetSession]);

  const refreshUser = useCallback(async () => {
    try {
      const user = await fetchCurrentUser();
      setSession((s) => (s.isAuthenticated ? { ...s, user } : s));
      return user;
    } catch (error) {
      console.error('Failed to refresh user data', error);
      return null;
    }
  }, []);

  const value = useMemo<AuthValue>(
    () => ({ ...session, signingOut, login, logout, refreshUser }),
    [session, signingOut, login, logout, refreshUser],
  );
  const currentSession = useCallback(() => sessionRef.current, []);
  return (
    <AuthContext.Provider value={value}>
      <SessionUserContext.Provider value={session.user}>
        <CurrentSessionContext.Provider value={currentSession}>{children}</CurrentSessionContext.Provider>
      </SessionUserContext.Provider>
    </AuthContext.Provider>
  );
}

/** The signed-in user, or null (signed out or still loading); renders again only when the user changes. */
export function useSessionUser(): User | null {
  return useContext(SessionUserContext);
}

/** Reads the session as it is now, for event handlers; using it never renders the component again. */
export function useCurrentSession(): () => Session {
  const read = useContext(CurrentSessionContext);
  if (!read) throw new Error('useCurrentSession must be used within an AuthProvider');
  return read;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
