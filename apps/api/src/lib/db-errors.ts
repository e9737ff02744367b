/**
 * True when a database error (or the error a query builder wrapped around it) is a unique-index
 * violation, optionally of one named index. Works for node-postgres and PGlite alike.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    if (!constraint) return true;
    if (name === constraint) return true;
    if (typeof message === 'string' && message.includes(constraint)) return true;
  }
  return false;
}

/** Driver and server codes that mean "the database is not reachable right now" (not "the query was wrong"). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  // admin shutdown, cannot connect now (starting up), connection failure, cannot connect, too many connections
  '57P01', '57P03', '08006', '08001', '53300',
]);

/** A full connection pool, a refused or dropped connection, a closed embedded database. */
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|not queryable|PGlite is closed/i;

/**
 * True when the error, or one it wraps, says the database is away (so the caller answers 503 or
 * tries again later). Drizzle wraps the driver's error in a DrizzleQueryError ('Failed query: …')
 * and keeps the driver's (ECONNREFUSED, 57P01…) as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (UNAVAILABLE_CODES.has(String(code)) || (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message))) return true;
    // AggregateError (a host name with several addresses, each refused): judged by its parts.
    const parts = (current as { errors?: unknown }).errors;
    if (Array.isArray(parts) && parts.length > 0 && parts.every((part) => isDatabaseUnavailable(part))) return true;
  }
  return false;
}
