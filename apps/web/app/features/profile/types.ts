/** GET /api/profile and PUT /api/profile answer the user; every /api/profile/addresses call answers the whole list. */
export type { AddressDto as SavedAddress, AddressList, UserDto as ProfileData } from '@dhatu/domain/contracts';
