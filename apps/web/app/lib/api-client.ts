import { getAuthToken } from './token-storage';

/**
 * The browser's client for this shop's own /api (same origin, so no CORS and no base URL).
 * Loaders on the server do not use it: they get `context.api`, an in-process call.
 */

/** A non-2xx answer, carrying the server's `{ message, errors? }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own `message`, when it sent one (preferred over our fallbacks in the UI). */
  readonly serverMessage: string | undefined;
  readonly errors: string[] | undefined;
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
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
}

/** Calls `path` (which starts with /api/) and resolves with the parsed answer, or throws an ApiError. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401) {
    const replayed = await recoverFromUnauthorized(path, options);
    if (replayed) response = replayed;
  }
  return readResponse<T>(response, options.responseType ?? 'json');
}

/**
 * THE place for the 401 rule (storefront §4 Token refresh, §8): exchange the stored refresh token
 * once, store the new pair, and return the replayed response; with no refresh token or a failed
 * refresh, clear both tokens and go to /login. Until the accounts work lands it does nothing and
 * the 401 surfaces as an ApiError.
 */
async function recoverFromUnauthorized(_path: string, _options: ApiRequestOptions): Promise<Response | null> {
  return null;
}

function send(path: string, { method = 'GET', body, signal, headers = {} }: ApiRequestOptions): Promise<Response> {
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  const token = getAuthToken();
  if (token) finalHeaders.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    finalHeaders['Content-Type'] = 'application/json';
  }
  return fetch(path, { method, headers: finalHeaders, body: payload, signal, credentials: 'same-origin' });
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
    throw new ApiError(serverMessage ?? `Request failed with status ${response.status}`, response.status, parsed);
  }
  return parsed as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The message to show for a failed call: the server's when it gave one, otherwise `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
