import { STORAGE_KEYS } from '@dhatu/domain';

/**
 * The session tokens live in localStorage (spec §9 storage keys). Every read is guarded so server
 * rendering, private browsing and a full quota never throw.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.authToken) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null;
}

export function setTokens(authToken: string, refreshToken: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORAGE_KEYS.authToken, authToken);
    store.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  } catch (error) {
    console.error('Could not store the session tokens', error);
  }
}

export function clearTokens(): void {
  const store = storage();
  try {
    store?.removeItem(STORAGE_KEYS.authToken);
    store?.removeItem(STORAGE_KEYS.refreshToken);
  } catch (error) {
    console.error('Could not remove the session tokens', error);
  }
}

/**
 * Calls `onChange` when another tab signs in, refreshes or signs out (the storage event fires only
 * in the other tabs). Answers the unsubscribe function.
 */
export function subscribeTokens(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken || event.key === STORAGE_KEYS.refreshToken) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
