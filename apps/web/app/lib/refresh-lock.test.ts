import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_LEASE_KEY, REFRESH_LOCK_NAME, RefreshLockTimeout, withRefreshLock, withStorageLease } from './refresh-lock';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cross-tab refresh lock', () => {
  it('asks Web Locks for the shop-wide lock when the browser has them, and answers what the task answers', async () => {
    const request = vi.fn((_name: string, _options: unknown, callback: (lock: unknown) => Promise<unknown>) => callback({ name: REFRESH_LOCK_NAME }));
    vi.stubGlobal('navigator', { locks: { request } });
    const grants: unknown[] = [];
    await expect(withRefreshLock(async (grant) => (grants.push(grant), 'new-token'))).resolves.toBe('new-token');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, { ifAvailable: true }, expect.any(Function));
    expect(grants).toEqual([{ waited: false }]);
  });

  it('tells the task it waited when another tab held the lock (that tab has probably just refreshed)', async () => {
    const request = vi.fn((_name: string, options: LockOptions, callback: (lock: unknown) => Promise<unknown>) => callback(options.ifAvailable ? null : { name: REFRESH_LOCK_NAME }));
    vi.stubGlobal('navigator', { locks: { request } });
    const grants: unknown[] = [];
    await expect(withRefreshLock(async (grant) => (grants.push(grant), 'new-token'))).resolves.toBe('new-token');
    expect(request).toHaveBeenLastCalledWith(REFRESH_LOCK_NAME, expect.objectContaining({ signal: expect.any(AbortSignal) }), expect.any(Function));
    expect(grants).toEqual([{ waited: true }]);
  });

  it('turns a lock that could not be had in time into RefreshLockTimeout', async () => {
    vi.stubGlobal('navigator', { locks: { request: () => Promise.reject(new DOMException('timed out', 'TimeoutError')) } });
    await expect(withRefreshLock(async () => 'never')).rejects.toBeInstanceOf(RefreshLockTimeout);
  });

  it('without Web Locks, lets one tab at a time through the localStorage lease, and clears it after', async () => {
    const storage = memoryStorage();
    const inside: string[] = [];
    let overlaps = 0;
    const waits: boolean[] = [];
    const tab = (name: string) => withStorageLease(storage, async ({ waited }) => {
      waits.push(waited);
      if (inside.length > 0) overlaps += 1;
      inside.push(name);
      await pause(30);
      inside.pop();
      return name;
    });
    await expect(Promise.all([tab('a'), tab('b'), tab('c')])).resolves.toEqual(['a', 'b', 'c']);
    expect(waits).toEqual([false, true, true]);
    expect(overlaps).toBe(0);
    expect(storage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });

  it('takes over the lease of a tab that died holding it once the lease has run out, not before', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    storage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'closed-tab', until: Date.now() + 2_000 }));
    let ran = false;
    const waiting = withStorageLease(storage, async () => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    await waiting;
    expect(ran).toBe(true);
  });

  it('gives up with RefreshLockTimeout when another tab keeps renewing its lease', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const hold = () => storage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'busy-tab', until: Date.now() + 10_000 }));
    hold();
    const renew = setInterval(hold, 1_000);
    const waiting = withStorageLease(storage, async () => 'never').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(16_000);
    clearInterval(renew);
    expect(await waiting).toBeInstanceOf(RefreshLockTimeout);
  });

  it('runs the task alone when storage refuses writes (nothing to coordinate through)', async () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as Storage;
    await expect(withStorageLease(storage, async () => 'done')).resolves.toBe('done');
  });
});
