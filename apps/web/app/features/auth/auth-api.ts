import { apiFetch } from '../../lib/api-client';
import type { User } from './types';

/** GET /api/auth/me with the stored bearer token (storefront §7). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const data = await apiFetch<{ user: User }>('/api/auth/me', { signal });
  if (!data?.user) throw new Error('No user in /api/auth/me answer');
  return data.user;
}
