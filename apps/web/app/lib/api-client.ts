import { withRefreshLock } from './refresh-lock';
import { clearTokens, getAuthToken, getRefreshToken, setTokens } from './token-storage';

/**
 * The browser's client for this shop's own /api (same origin, so no CORS and no base URL).
 * Loaders on the server do not use it: they get `context.api`, an in-process call.
 *
 * It adds the stored bearer token and owns the 401 rule (storefront §4 Token refresh, §8): a 401
 * to a request that carried a token exchanges the refresh token once (concurrent 401s share one
 * exchange, in this tab and across tabs: ./refresh-lock), stores the new pair and replays the
 * request once; when that is impossible or refused, both tokens are cleared and the session
 * provider is told, which resets the session and goes to /login. It knows nothing of React: the
 * provider plugs in through setSessionHooks.
 */

/** A non-2xx answer, carrying the server's `{ message, errors? }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own `message`, when it sent one (preferred over our fallbacks in the UI). */
  readonly serverMessage: string | undefined;
  readonly errors: string[] | undefined;
  readonly body: unknown;
  /** Seconds from a 429's Retry-After header, when it had one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, status: number, body?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
    this.serverMessage = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
    const errors = isRecord(body) ? body.errors : undefined;
    this.errors = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : undefined;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData (review images) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob' for file downloads such as the invoice PDF. */
  responseType?: 'json' | 'blob';
  /** Let the request outlive the page (logout while navigating away). */
  keepalive?: boolean;
  /**
   * Whether an ended session sends the browser to /login (default true). The session start turns
   * it off: a stale sign-in found on the home page just becomes "signed out" (storefront §8).
   */
  loginOnExpiry?: boolean;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** How the client tells the session provider what happened to the tokens. */
export interface SessionHooks {
  /** A refresh stored a new pair. */
  onTokensRefreshed?: (pair: TokenPair) => void;
  /** The tokens were cleared because the session cannot go on; `login` asks for a trip to /login. */
  onSessionExpired?: (options: { login: boolean }) => void;
}

let sessionHooks: SessionHooks = {};

/** Installs the session provider's hooks; the returned function removes them again. */
export function setSessionHooks(hooks: SessionHooks): () => void {
  sessionHooks = hooks;
  return () => {
    if (sessionHooks === hooks) sessionHooks = {};
  };
}

export const REFRESH_PATH = '/api/auth/refresh';

/** Calls `path` (which starts with /api/) and resolves with the parsed answer, or throws an ApiError. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const sentToken = getAuthToken();
  let response = await send(path, options, sentToken);
  if (response.status === 401 && sentToken) response = await recoverFromUnauthorized(path, options, sentToken, response);
  return readResponse<T>(response, options.responseType ?? 'json');
}

/**
 * THE place for the 401 rule. Gets a token newer than the refused one (sharing a refresh already
 * under way, or one another request or tab finished meanwhile) and replays the request once; when
 * there is none, or the replay is refused too, the session ends. Answers the response to read.
 */
async function recoverFromUnauthorized(path: string, options: ApiRequestOptions, sentToken: string, refused: Response): Promise<Response> {
  const token = await tokenNewerThan(sentToken);
  if (!token) {
    endSession(options);
    return refused;
  }
  const replayed = await send(path, options, token);
  if (replayed.status === 401) endSession(options);
  return replayed;
}

/** The one refresh in flight in this tab; every 401 that arrives meanwhile waits for it. */
let refreshing: Promise<string | null> | null = null;

function tokenNewerThan(sentToken: string): Promise<string | null> {
  if (refreshing) return refreshing;
  const current = getAuthToken();
  if (current && current !== sentToken) return Promise.resolve(current);
  // Across tabs: one refresh at a time, and none when another tab has just done it (its pair is
  // in localStorage by the time it lets go of the lock). Spending the refresh token a second time
  // would look like theft to the server, which then ends the sign-in in every tab.
  refreshing = withRefreshLock(async ({ waited }) => {
    const stored = waited ? await storedTokenChangedFrom(sentToken) : getAuthToken();
    if (stored !== sentToken) return stored; // refreshed by another tab, or signed out there (null)
    return refreshTokens();
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Longest a tab that waited for the lock waits for the other tab's new pair to reach its localStorage. */
const STORAGE_SETTLE_MS = 1_000;

/**
 * The stored access token once it differs from `sentToken`, or `sentToken` after STORAGE_SETTLE_MS.
 * Chromium copies a localStorage write to the other tabs' processes asynchronously: a tab that got
 * the lock right after another tab refreshed can still read the old token for a moment, and
 * refreshing then would spend the refresh token twice and end the sign-in everywhere.
 */
async function storedTokenChangedFrom(sentToken: string): Promise<string | null> {
  const giveUpAt = Date.now() + STORAGE_SETTLE_MS;
  let stored = getAuthToken();
  while (stored === sentToken && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    stored = getAuthToken();
  }
  return stored;
}

/**
 * POST /api/auth/refresh with the stored refresh token; stores and answers the new access token,
 * or null when there is no refresh token or the server refused it (a 4xx: spent, revoked,
 * expired). A network failure or a 5xx is not a refusal: the tokens stay (the shopper on a
 * patchy phone connection keeps the sign-in) and the error reaches the caller.
 */
async function refreshTokens(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  const response = await fetch(REFRESH_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
    credentials: 'same-origin',
  });
  if (response.status >= 500) await readResponse(response, 'json'); // throws the ApiError
  if (!response.ok) return null;
  const pair: unknown = await response.json().catch(() => null);
  if (!isTokenPair(pair)) return null;
  setTokens(pair.token, pair.refreshToken);
  sessionHooks.onTokensRefreshed?.({ token: pair.token, refreshToken: pair.refreshToken });
  return pair.token;
}

/** Clears both tokens and tells the provider once (later 401s of the same burst find nothing to clear). */
function endSession({ loginOnExpiry = true }: ApiRequestOptions): void {
  const hadTokens = getAuthToken() !== null || getRefreshToken() !== null;
  clearTokens();
  if (hadTokens) sessionHooks.onSessionExpired?.({ login: loginOnExpiry });
}

function send(path: string, { method = 'GET', body, signal, headers = {}, keepalive }: ApiRequestOptions, token: string | null): Promise<Response> {
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (token) finalHeaders.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    finalHeaders['Content-Type'] = 'application/json';
  }
  return fetch(path, { method, headers: finalHeaders, body: payload, signal, keepalive, credentials: 'same-origin' });
}

async function readResponse<T>(response: Response, responseType: 'json' | 'blob'): Promise<T> {
  if (response.ok && responseType === 'blob') return (await response.blob()) as T;

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    const serverMessage = isRecord(parsed) && typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
    throw new ApiError(serverMessage ?? `Request failed with status ${response.status}`, response.status, parsed, retryAfter(response));
  }
  return parsed as T;
}

/** Retry-After in whole seconds (only the delta-seconds form; the API never sends a date). */
function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTokenPair(value: unknown): value is TokenPair {
  return isRecord(value) && typeof value.token === 'string' && value.token !== '' && typeof value.refreshToken === 'string' && value.refreshToken !== '';
}

/** The message to show for a failed call: the server's when it gave one, otherwise `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
