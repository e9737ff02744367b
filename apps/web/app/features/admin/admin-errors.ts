import { ApiError } from '../../lib/api-client';

/** The signed-in user is not (or no longer) an admin. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A 400's `errors` ('price: Price must be at least 0') as { price: 'Price must be at least 0' }, so
 * forms can show each message beside its field. The first message per field wins; lines without a
 * field name are left out (the toast shows the overall message).
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return out;
  for (const line of error.errors) {
    const match = /^([\w.]+): (.+)$/s.exec(line);
    if (!match) continue;
    const [, field, message] = match;
    out[field!] ??= message!;
  }
  return out;
}

/** Don't retry what the server refused (4xx); try a network or server failure once more. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}
