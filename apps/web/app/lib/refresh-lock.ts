/**
 * One token refresh at a time across every tab of the shop (issue 18 item 10). Tabs share the
 * tokens in localStorage; two tabs spending the same refresh token at once look, to the server,
 * exactly like a stolen token being replayed, and it rightly ends the sign-in. So a tab refreshes
 * only while it holds this lock, and inside it first looks whether another tab already did.
 *
 * Web Locks (`navigator.locks`) where the browser has them: a real mutex across tabs, released
 * when its tab closes. Elsewhere (older browsers, insecure origins) a lease in localStorage: write,
 * wait a moment, read back; it narrows the race to a sliver rather than closing it, and a tab that
 * still loses it is signed out by the server's reuse detection, never let through.
 */

export const REFRESH_LOCK_NAME = 'dhatu-token-refresh';
export const REFRESH_LEASE_KEY = 'dhatu-token-refresh-lease';
/** Longest a tab waits for the lock before giving up (its request then fails like a network error). */
export const REFRESH_LOCK_WAIT_MS = 15_000;
/** A lease's life: a tab that died mid-refresh blocks the others at most this long. */
export const LEASE_MS = 10_000;
/** Between writing a lease and reading it back: lets another tab's write land first. */
export const LEASE_SETTLE_MS = 40;
const LEASE_POLL_MS = 50;

/** The refresh could not start: another tab held the lock for too long. */
export class RefreshLockTimeout extends Error {
  constructor() {
    super('Another tab is still refreshing the sign-in');
    this.name = 'RefreshLockTimeout';
  }
}

/** What the task is told about how it got the lock. */
export interface LockGrant {
  /** Another tab held the lock when this one asked: it has probably just refreshed. */
  waited: boolean;
}

type LockedTask<T> = (grant: LockGrant) => Promise<T>;

/** Runs `task` while holding the cross-tab refresh lock; answers what it answers. */
export async function withRefreshLock<T>(task: LockedTask<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    try {
      const busy = Symbol('busy');
      const atOnce = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? task({ waited: false }) : busy));
      if (atOnce !== busy) return atOnce;
      const options: LockOptions = typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(REFRESH_LOCK_WAIT_MS) } : {};
      return await locks.request(REFRESH_LOCK_NAME, options, () => task({ waited: true }));
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new RefreshLockTimeout();
      throw error;
    }
  }
  const storage = localStorageOrNull();
  // No storage either: nothing is shared between tabs, so there is no one to race with.
  return storage ? withStorageLease(storage, task) : task({ waited: false });
}

interface Lease {
  owner: string;
  until: number;
}

/** The localStorage fallback: holds a lease named by this call while `task` runs. */
export async function withStorageLease<T>(storage: Storage, task: LockedTask<T>, now: () => number = Date.now): Promise<T> {
  const owner = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const giveUpAt = now() + REFRESH_LOCK_WAIT_MS;
  let waited = false;
  for (;;) {
    const lease = readLease(storage);
    if (!lease || lease.until <= now()) {
      // Storage that refuses writes (a full quota) cannot coordinate anything: go ahead alone.
      if (!writeLease(storage, { owner, until: now() + LEASE_MS })) return task({ waited });
      await sleep(LEASE_SETTLE_MS);
      if (readLease(storage)?.owner === owner) break;
    }
    waited = true;
    if (now() >= giveUpAt) throw new RefreshLockTimeout();
    await sleep(LEASE_POLL_MS + Math.random() * LEASE_POLL_MS);
  }
  try {
    return await task({ waited });
  } finally {
    if (readLease(storage)?.owner === owner) storage.removeItem(REFRESH_LEASE_KEY);
  }
}

function readLease(storage: Storage): Lease | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(REFRESH_LEASE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { owner, until } = value as Record<string, unknown>;
    return typeof owner === 'string' && typeof until === 'number' ? { owner, until } : null;
  } catch {
    return null;
  }
}

function writeLease(storage: Storage, lease: Lease): boolean {
  try {
    storage.setItem(REFRESH_LEASE_KEY, JSON.stringify(lease));
    return true;
  } catch {
    return false;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
