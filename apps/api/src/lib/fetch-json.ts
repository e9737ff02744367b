/** The outcome of a call to an outside service: its HTTP status and parsed JSON (null when not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs to an outside service with a hard timeout. Network failures and timeouts throw; any HTTP
 * answer resolves, so each caller decides what its provider's success looks like.
 */
export async function postForJson(url: string, init: { headers?: Record<string, string>; body: string }, timeoutMs: number): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', ...init.headers },
    body: init.body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}
