import type { Address, Profile } from '@dhatu/domain';
import { apiFetch } from '../../lib/api-client';
import type { OtpSent } from '../auth';
import type { AddressList, ProfileData, SavedAddress } from './types';

/** The profile calls of account §7; every address call answers the whole list. */

const addressesOf = (answer: AddressList) => answer.addresses ?? [];
const ADDRESSES = '/api/profile/addresses';

export function fetchProfile(signal?: AbortSignal): Promise<ProfileData> {
  return apiFetch<ProfileData>('/api/profile', { signal });
}

export function saveProfile(profile: Profile): Promise<ProfileData> {
  return apiFetch<ProfileData>('/api/profile', { method: 'PUT', body: profile });
}

/** POST /api/profile/phone/code: texts a one-time code to the new number '+91XXXXXXXXXX'. */
export function sendPhoneChangeCode(phone: string, captchaToken?: string): Promise<OtpSent> {
  return apiFetch<OtpSent>('/api/profile/phone/code', { method: 'POST', body: captchaToken ? { phone, captchaToken } : { phone } });
}

/** POST /api/profile/phone/verify: with the code, the new number becomes the sign-in number; answers the profile. */
export function verifyPhoneChange(phone: string, code: string): Promise<ProfileData> {
  return apiFetch<ProfileData>('/api/profile/phone/verify', { method: 'POST', body: { phone, code } });
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
