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

/**
 * Web Locks as a browser gives them, for plain node: one holder per name at a time, the others
 * queued in order.
 */
function fakeWebLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const pending = new Map<string, number>();
  const requested: string[] = [];
  const request = (name: string, ...rest: unknown[]) => {
    const options = (rest.length > 1 ? rest[0] : {}) as LockOptions;
    const callback = rest.at(-1) as (lock: { name: string } | null) => Promise<unknown>;
    requested.push(options.ifAvailable ? 'if available' : 'wait');
    if (options.ifAvailable && (pending.get(name) ?? 0) > 0) return Promise.resolve().then(() => callback(null));
    pending.set(name, (pending.get(name) ?? 0) + 1);
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name }));
    const settled = run.catch(() => undefined).then(() => void pending.set(name, (pending.get(name) ?? 1) - 1));
    tails.set(name, settled);
    return run;
  };
  return { locks: { request }, requested };
}

/**
 * localStorage as Chromium shares it between tabs in different processes: a write lands in the
 * other tabs a moment later (here 100 ms for everyone, the writing tab's own replay included).
 */
function laggingStorage(initial: Record<string, string>): Storage {
  const storage = memoryStorage(initial);
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => void setTimeout(() => setItem(key, value), 100);
  return storage;
}

/**
 * The server's side of the tokens, as the API keeps them: a refresh spends its token and issues a
 * pair; a spent token presented again is theft, and the whole sign-in ends (every token refused).
 * Answers slowly enough that two tabs' refreshes overlap.
 */
function fakeServer() {
  const access = new Set<string>();
  const refresh = new Set(['refresh-0']);
  const spent = new Set<string>();
  let issued = 0;
  let ended = false;
  const seen = { refreshes: 0, reuses: 0 };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    if (path === REFRESH_PATH) {
      seen.refreshes += 1;
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (spent.has(refreshToken)) {
        seen.reuses += 1;
        ended = true;
      }
      if (ended || !refresh.has(refreshToken)) return json(401, { message: 'Your session has expired. Please login again.' });
      refresh.delete(refreshToken);
      spent.add(refreshToken);
      issued += 1;
      access.add(`access-${issued}`);
      refresh.add(`refresh-${issued}`);
      return json(200, { token: `access-${issued}`, refreshToken: `refresh-${issued}` });
    }
    const authorization = (init.headers as Record<string, string>).Authorization ?? '';
    if (!ended && access.has(authorization.replace('Bearer ', ''))) return json(200, { path, ok: true });
    return json(401, { message: 'Your session has expired. Please login again.' });
  }));
  return seen;
}

/** A tab: its own copy of the client (its own in-flight refresh and hooks), sharing the browser's storage. */
async function openTab() {
  vi.resetModules();
  const client = await import('./api-client');
  const expired = vi.fn();
  client.setSessionHooks({ onSessionExpired: expired });
  return { apiFetch: client.apiFetch, expired };
}

describe('two tabs, one refresh (issue 18 item 10)', () => {
  for (const [name, locks] of [['Web Locks', true], ['no Web Locks: the localStorage lease', false]] as const) {
    it(`with ${name}, two tabs refused at the same moment refresh once and both stay signed in`, async () => {
      signedIn('expired-access', 'refresh-0');
      const webLocks = fakeWebLocks();
      if (locks) vi.stubGlobal('navigator', { locks: webLocks.locks });
      else vi.stubGlobal('navigator', {});
      const server = fakeServer();
      const [first, second] = [await openTab(), await openTab()];

      const answers = await Promise.all([first.apiFetch('/api/profile'), second.apiFetch('/api/orders'), first.apiFetch('/api/cart')]);

      expect(answers).toEqual([{ path: '/api/profile', ok: true }, { path: '/api/orders', ok: true }, { path: '/api/cart', ok: true }]);
      expect(server).toEqual({ refreshes: 1, reuses: 0 });
      expect([getAuthToken(), getRefreshToken()]).toEqual(['access-1', 'refresh-1']);
      expect(first.expired).not.toHaveBeenCalled();
      expect(second.expired).not.toHaveBeenCalled();
      expect(webLocks.requested).toEqual(locks ? ['if available', 'if available', 'wait'] : []);
      expect(window.localStorage.getItem('dhatu-token-refresh-lease')).toBeNull();
    });
  }

  it('a tab that waited for the lock waits for the other tab\'s new pair to reach its storage instead of refreshing again', async () => {
    vi.stubGlobal('window', { localStorage: laggingStorage({ authToken: 'expired-access', refreshToken: 'refresh-0' }) });
    vi.stubGlobal('navigator', { locks: fakeWebLocks().locks });
    const server = fakeServer();
    const [first, second] = [await openTab(), await openTab()];

    const answers = await Promise.all([first.apiFetch('/api/profile'), second.apiFetch('/api/orders')]);

    expect(answers).toEqual([{ path: '/api/profile', ok: true }, { path: '/api/orders', ok: true }]);
    expect(server).toEqual({ refreshes: 1, reuses: 0 });
    expect(second.expired).not.toHaveBeenCalled();
  });

  it('leaves reuse detection to the server: a tab holding a spent refresh token still ends the sign-in', async () => {
    // Another browser (or a thief) already spent refresh-0; this tab still holds it.
    signedIn('expired-access', 'refresh-0');
    vi.stubGlobal('navigator', { locks: fakeWebLocks().locks });
    const server = fakeServer();
    const thief = await fetch(REFRESH_PATH, { method: 'POST', body: JSON.stringify({ refreshToken: 'refresh-0' }) });
    expect(thief.status).toBe(200);
    const tab = await openTab();

    await expect(tab.apiFetch('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(server).toEqual({ refreshes: 2, reuses: 1 });
    expect([getAuthToken(), getRefreshToken()]).toEqual([null, null]);
    expect(tab.expired).toHaveBeenCalledWith({ login: true });
  });
});
