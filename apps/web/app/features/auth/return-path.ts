/** Router state of a trip to /login: where to come back to after signing in (account §2). */
export interface LoginRedirectState {
  from: string;
}

const LOGIN_PATHS = new Set(['/login', '/signup']);

/** `{ from }` for a trip to /login from `pathname` + `search`; nothing to remember from the login screen itself. */
export function loginRedirectState(pathname: string, search = ''): LoginRedirectState | undefined {
  if (LOGIN_PATHS.has(pathname)) return undefined;
  return { from: pathname + search };
}

/**
 * Where to go after signing in: the remembered `from` when it is a path on this shop (never another
 * site, never the login screen again), otherwise '/'.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  if (LOGIN_PATHS.has(pathname)) return '/';
  return from;
}
