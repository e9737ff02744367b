import { COUNTRY, findIndianState, type AddressInput } from '@dhatu/domain';
import type { SavedAddress } from './types';

/** A new address starts as Home in India. */
export const EMPTY_ADDRESS: AddressInput = {
  label: 'Home', houseNumber: '', street: '', area: '', landmark: '', city: '', state: '', pincode: '', country: COUNTRY,
};

/** The form's values for editing a saved address. */
export function toAddressForm(address: SavedAddress): AddressInput {
  return {
    label: address.label,
    houseNumber: address.houseNumber,
    street: address.street,
    area: address.area ?? '',
    landmark: address.landmark ?? '',
    city: address.city,
    // The picker's spelling; a state it cannot name ('Delhi NCR') is left for the owner to choose.
    state: findIndianState(address.state)?.name ?? '',
    pincode: address.pincode,
    country: COUNTRY,
  };
}

/** 'Near …' once, whether or not the shopper typed the word. */
function landmarkLine(landmark: string | undefined): string {
  const place = landmark?.trim().replace(/^near\s+/i, '') ?? '';
  return place ? `Near ${place}` : '';
}

/** The address as it reads on a card: house and street, area, landmark, city and state with pincode, country. */
export function addressLines(address: Pick<SavedAddress, 'houseNumber' | 'street' | 'area' | 'landmark' | 'city' | 'state' | 'pincode' | 'country'>): string[] {
  const join = (...parts: (string | undefined)[]) => parts.map((p) => p?.trim()).filter(Boolean).join(', ');
  const cityLine = [join(address.city, address.state), address.pincode?.trim()].filter(Boolean).join(' – ');
  return [
    join(address.houseNumber, address.street),
    join(address.area),
    landmarkLine(address.landmark),
    cityLine,
    address.country?.trim() || COUNTRY,
  ].filter(Boolean);
}

/** The delete confirmation's text (account §2), word for word. */
export function deleteAddressMessage(label: string): string {
  return `Are you sure you want to delete the address "${label}"? This action cannot be undone.`;
}
