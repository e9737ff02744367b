import type { Address, Profile } from '@dhatu/domain';
import { apiFetch } from '../../lib/api-client';
import type { ProfileData, SavedAddress } from './types';

/** The profile calls of account §7; every address call answers the whole list. */

interface AddressList {
  addresses: SavedAddress[];
}

const addressesOf = (answer: AddressList) => answer.addresses ?? [];
const ADDRESSES = '/api/profile/addresses';

export function fetchProfile(signal?: AbortSignal): Promise<ProfileData> {
  return apiFetch<ProfileData>('/api/profile', { signal });
}

export function saveProfile(profile: Profile): Promise<ProfileData> {
  return apiFetch<ProfileData>('/api/profile', { method: 'PUT', body: profile });
}

export async function fetchAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return addressesOf(await apiFetch<AddressList>(ADDRESSES, { signal }));
}

export async function createAddress(address: Address): Promise<SavedAddress[]> {
  return addressesOf(await apiFetch<AddressList>(ADDRESSES, { method: 'POST', body: address }));
}

export async function updateAddress({ id, address }: { id: string; address: Address }): Promise<SavedAddress[]> {
  return addressesOf(await apiFetch<AddressList>(`${ADDRESSES}/${encodeURIComponent(id)}`, { method: 'PUT', body: address }));
}

export async function deleteAddress(id: string): Promise<SavedAddress[]> {
  return addressesOf(await apiFetch<AddressList>(`${ADDRESSES}/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export async function setDefaultAddress(id: string): Promise<SavedAddress[]> {
  return addressesOf(await apiFetch<AddressList>(`${ADDRESSES}/${encodeURIComponent(id)}/default`, { method: 'POST' }));
}
