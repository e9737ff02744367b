import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { fetchAddresses, fetchProfile } from './profile-api';

/** A refused request (4xx) will not change by asking again; a network blip or 5xx gets one more try. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The profile feature's one query-options factory (contact details and saved addresses). Keys carry
 * the user id so one customer's data can never be served to the next on a shared device; checkout
 * reuses `addresses` for its saved-address picker.
 */
export const profileQueries = {
  all: () => ['profile'] as const,
  ofUser: (userId: string) => ['profile', userId] as const,
  contact: (userId: string) =>
    queryOptions({
      queryKey: [...profileQueries.ofUser(userId), 'contact'] as const,
      queryFn: ({ signal }) => fetchProfile(signal),
      retry: retryOnce,
    }),
  addresses: (userId: string) =>
    queryOptions({
      queryKey: [...profileQueries.ofUser(userId), 'addresses'] as const,
      queryFn: ({ signal }) => fetchAddresses(signal),
      retry: retryOnce,
    }),
};
