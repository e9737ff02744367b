import type { Address } from '@dhatu/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAddress, deleteAddress, saveProfile, setDefaultAddress, updateAddress } from './profile-api';
import { profileQueries } from './profile-queries';
import type { SavedAddress } from './types';

/** PUT /api/profile; the answer becomes the cached contact details. */
export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueries.contact(userId);
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKey, profile),
  });
}

/**
 * The address book's changes. Each answers the whole list, which replaces the cached one; after a
 * failure the list is fetched again, since it may have changed (another tab, a deleted address).
 */
export function useAddressMutations(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueries.addresses(userId);
  const handlers = {
    onSuccess: (list: SavedAddress[]) => queryClient.setQueryData(queryKey, list),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  };
  return {
    create: useMutation({ mutationFn: (address: Address) => createAddress(address), ...handlers }),
    update: useMutation({ mutationFn: updateAddress, ...handlers }),
    remove: useMutation({ mutationFn: deleteAddress, ...handlers }),
    makeDefault: useMutation({ mutationFn: setDefaultAddress, ...handlers }),
  };
}
