import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiFetch, errorMessage, REFRESH_PATH, setSessionHooks, type TokenPair } from './api-client';
import { getAuthToken, getRefreshToken } from './token-storage';

/** localStorage as token-storage sees it, in plain node (no DOM package here). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

interface Call {
  path: string;
  authorization: string | undefined;
  body: string | undefined;
}

/**
 * A fake API: /api/auth/refresh answers `refresh()`; any other path answers 200 with the token it
 * saw when that token is `valid`, and 401 otherwise.
 */
function fakeApi(options: { valid: string; refresh?: () => Response | Promise<Response> }) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ path, authorization: headers.Authorization, body: typeof init.body === 'string' ? init.body : undefined });
    if (path === REFRESH_PATH) {
      if (!options.refresh) throw new Error('unexpected refresh');
      return options.refresh();
    }
    if (headers.Authorization === `Bearer ${options.valid}`) return json(200, { path, ok: true });
    return json(401, { message: 'Your session has expired. Please login again.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshCalls: () => calls.filter((c) => c.path === REFRESH_PATH) };
}

let onTokensRefreshed: Mock<(pair: TokenPair) => void>;
let onSessionExpired: Mock<(options: { login: boolean }) => void>;
let removeHooks: () => void;

function signedIn(authToken = 'old-access', refreshToken = 'old-refresh') {
  vi.stubGlobal('window', { localStorage: memoryStorage({ authToken, refreshToken }) });
}

beforeEach(() => {
  onTokensRefreshed = vi.fn<(pair: TokenPair) => void>();
  onSessionExpired = vi.fn<(options: { login: boolean }) => void>();
  removeHooks = setSessionHooks({ onTokensRefreshed, onSessionExpired });
});

afterEach(() => {
  removeHooks();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the stored access token as a bearer token and JSON bodies as JSON', async () => {
    signedIn('good');
    const { calls } = fakeApi({ valid: 'good' });
    await expect(apiFetch('/api/profile', { method: 'PUT', body: { name: 'Asha' } })).resolves.toEqual({ path: '/api/profile', ok: true });
    expect(calls).toEqual([{ path: '/api/profile', authorization: 'Bearer good', body: '{"name":"Asha"}' }]);
  });

  it('on a 401 exchanges the refresh token once, stores the new pair and replays the request', async () => {
    signedIn();
    const { calls } = fakeApi({ valid: 'new-access', refresh: () => json(200, { token: 'new-access', refreshToken: 'new-refresh' }) });

    await expect(apiFetch('/api/profile')).resolves.toEqual({ path: '/api/profile', ok: true });

    expect(calls.map((c) => [c.path, c.authorization])).toEqual([
      ['/api/profile', 'Bearer old-access'],
      [REFRESH_PATH, undefined],
      ['/api/profile', 'Bearer new-access'],
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ refreshToken: 'old-refresh' });
    expect(getAuthToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(onTokensRefreshed).toHaveBeenCalledWith({ token: 'new-access', refreshToken: 'new-refresh' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('lets concurrent 401s share one refresh', async () => {
    signedIn();
    let answerRefresh!: (r: Response) => void;
    const { calls, refreshCalls } = fakeApi({
      valid: 'new-access',
      refresh: () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
    });

    const requests = ['/api/profile', '/api/profile/addresses', '/api/auth/me'].map((p) => apiFetch(p));
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    answerRefresh(json(200, { token: 'new-access', refreshToken: 'new-refresh' }));

    await expect(Promise.all(requests)).resolves.toHaveLength(3);
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((c) => c.authorization === 'Bearer new-access')).toHaveLength(3);
  });

  it('replays with the newer token, without refreshing, when another request or tab refreshed meanwhile', async () => {
    signedIn();
    const { calls, refreshCalls } = fakeApi({ valid: 'fresh-access' });
    const fetchMock = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // While the request with the old token is on its way, another tab stores a new pair.
      window.localStorage.setItem('authToken', 'fresh-access');
      return fetchMock(input, init);
    }));

    await expect(apiFetch('/api/orders')).resolves.toEqual({ path: '/api/orders', ok: true });
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer old-access', 'Bearer fresh-access']);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('replays only once: a second 401 ends the session instead of refreshing again', async () => {
    signedIn();
    const { refreshCalls } = fakeApi({ valid: 'never', refresh: () => json(200, { token: 'new-access', refreshToken: 'new-refresh' }) });

    const error = await apiFetch('/api/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshCalls()).toHaveLength(1);
    expect(getAuthToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith({ login: true });
  });

  it('clears both tokens and ends the session when the refresh is refused', async () => {
    signedIn();
    fakeApi({ valid: 'new-access', refresh: () => json(401, { message: 'Your session has expired. Please login again.' }) });

    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(getAuthToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith({ login: true });
    expect(onTokensRefreshed).not.toHaveBeenCalled();
  });

  it('tells the provider only once when a burst of 401s all fail to refresh', async () => {
    signedIn();
    const { refreshCalls } = fakeApi({ valid: 'x', refresh: () => json(401, { message: 'expired' }) });
    const results = await Promise.allSettled([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('with no refresh token, clears the access token and ends the session without calling refresh', async () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({ authToken: 'old-access' }) });
    const { refreshCalls } = fakeApi({ valid: 'x' });

    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(getAuthToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith({ login: true });
  });

  it('does not send the shopper to /login when the request asked not to (session start)', async () => {
    signedIn();
    fakeApi({ valid: 'x', refresh: () => json(401, { message: 'expired' }) });
    await expect(apiFetch('/api/auth/me', { loginOnExpiry: false })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith({ login: false });
  });

  it('leaves a 401 to a request without a token alone', async () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({ refreshToken: 'old-refresh' }) });
    const { refreshCalls } = fakeApi({ valid: 'x' });
    await expect(apiFetch('/api/wishlist')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(getRefreshToken()).toBe('old-refresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the tokens when the refresh cannot reach the server or the server fails', async () => {
    signedIn();
    fakeApi({ valid: 'x', refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiFetch('/api/profile')).rejects.toBeInstanceOf(TypeError);
    expect(getAuthToken()).toBe('old-access');
    expect(getRefreshToken()).toBe('old-refresh');

    fakeApi({ valid: 'x', refresh: () => json(503, { message: 'The shop is busy. Please try again.' }) });
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 503, serverMessage: 'The shop is busy. Please try again.' });
    expect(getRefreshToken()).toBe('old-refresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a malformed refresh answer as a refusal', async () => {
    signedIn();
    fakeApi({ valid: 'x', refresh: () => json(200, { token: 'only-half' }) });
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(getAuthToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('api errors', () => {
  it('carry the server message, the field errors and Retry-After', async () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    vi.stubGlobal('fetch', vi.fn(async () => json(429, { message: 'Please wait 28 seconds before requesting a new OTP.', errors: ['a', 1] }, { 'Retry-After': '28' })));
    const error = (await apiFetch('/api/auth/otp/send', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe('Please wait 28 seconds before requesting a new OTP.');
    expect(error.errors).toEqual(['a']);
    expect(error.retryAfterSeconds).toBe(28);
    expect(errorMessage(error, 'Failed to send OTP')).toBe('Please wait 28 seconds before requesting a new OTP.');
  });

  it('fall back to the given text when the server said nothing useful', () => {
    expect(errorMessage(new ApiError('x', 502, '<html>'), 'Failed to send OTP')).toBe('Failed to send OTP');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to send OTP')).toBe('Failed to send OTP');
  });
});
