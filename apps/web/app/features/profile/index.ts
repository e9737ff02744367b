/** The profile feature's public face: what other features may use. */
export { addressLines, deleteAddressMessage } from './address-form';
export { profileQueries } from './profile-queries';
export { type SavedAddress } from './types';
export { useAddressMutations } from './use-profile-mutations';
