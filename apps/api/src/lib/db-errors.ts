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
