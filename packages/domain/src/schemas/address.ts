import { z } from 'zod';
import { ADDRESS_LABELS, COUNTRY, PINCODE_LENGTH } from '../constants.ts';
import { findIndianState, normaliseStateName } from '../states.ts';
import { optionalText, requiredText } from './fields.ts';

const PINCODE_PATTERN = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

export const ADDRESS_MESSAGES = {
  label: 'Address label is required',
  houseNumber: 'House/Building number is required',
  street: 'Street is required',
  city: 'City is required',
  state: 'State is required',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Pincode must be 6 digits',
  country: 'We deliver only within India',
  /** Not in the spec: a state that is not one of the list (states.ts). */
  stateUnknown: 'Please choose a state or union territory of India',
} as const;

export const CHECKOUT_ADDRESS_MESSAGES = {
  houseNumber: 'House number is required',
  street: 'Street is required',
  city: 'City is required',
  state: 'State is required',
  pincode: 'Valid 6-digit pincode is required',
} as const;

/**
 * One of India's states or union territories (states.ts), stored as the list spells it: an API
 * client's 'orissa' is kept as 'Odisha'. Empty gives the form's own required message.
 */
function stateField(required: string) {
  return requiredText(required, 80, 'State')
    .refine((value) => value === '' || findIndianState(value) !== null, ADDRESS_MESSAGES.stateUnknown)
    .overwrite(normaliseStateName);
}

const country = z.literal(COUNTRY, { error: ADDRESS_MESSAGES.country }).default(COUNTRY);

/** A saved address (profile address book). */
export const addressSchema = z.object({
  label: z.enum(ADDRESS_LABELS, { error: ADDRESS_MESSAGES.label }),
  houseNumber: requiredText(ADDRESS_MESSAGES.houseNumber, 120, 'House/Building number'),
  street: requiredText(ADDRESS_MESSAGES.street, 120, 'Street'),
  area: optionalText(120, 'Area'),
  landmark: optionalText(120, 'Landmark'),
  city: requiredText(ADDRESS_MESSAGES.city, 80, 'City'),
  state: stateField(ADDRESS_MESSAGES.state),
  pincode: z
    .string({ error: ADDRESS_MESSAGES.pincodeRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.pincodeRequired)
    .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid),
  country,
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** An address typed at checkout (shipping, or billing when it differs); its own wording. */
export const checkoutAddressSchema = z.object({
  label: z.enum(ADDRESS_LABELS, { error: ADDRESS_MESSAGES.label }).optional(),
  houseNumber: requiredText(CHECKOUT_ADDRESS_MESSAGES.houseNumber, 120, 'House number'),
  street: requiredText(CHECKOUT_ADDRESS_MESSAGES.street, 120, 'Street'),
  area: optionalText(120, 'Area'),
  landmark: optionalText(120, 'Landmark'),
  city: requiredText(CHECKOUT_ADDRESS_MESSAGES.city, 80, 'City'),
  state: stateField(CHECKOUT_ADDRESS_MESSAGES.state),
  pincode: z
    .string({ error: CHECKOUT_ADDRESS_MESSAGES.pincode })
    .trim()
    .regex(PINCODE_PATTERN, CHECKOUT_ADDRESS_MESSAGES.pincode),
  country,
});
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

type AddressFields = Partial<
  Record<'houseNumber' | 'street' | 'area' | 'city' | 'state' | 'pincode', string | null | undefined>
>;

/**
 * Whether checkout may move on from the shipping step (account §5): house number, street,
 * area, city, state and a 6-digit pincode all present. Stricter than the form, which lets
 * area be empty.
 */
export function isShippingAddressComplete(address: AddressFields | null | undefined): boolean {
  if (!address) return false;
  const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  return (
    filled(address.houseNumber) &&
    filled(address.street) &&
    filled(address.area) &&
    filled(address.city) &&
    filled(address.state) &&
    PINCODE_PATTERN.test(address.pincode?.trim() ?? '')
  );
}
