import type { AddressLabel } from '@dhatu/domain';

/** GET /api/profile and PUT /api/profile's answer (account §3 User). */
export interface ProfileData {
  _id: string;
  /** Empty until the customer saves one. */
  name: string;
  /** '+91' and 10 digits: the number they sign in with. */
  phone: string;
  email: string | null;
}

/** A saved address as every /api/profile/addresses call answers it (account §3 Address). */
export interface SavedAddress {
  _id: string;
  label: AddressLabel;
  houseNumber: string;
  street: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  isDefault: boolean;
}
