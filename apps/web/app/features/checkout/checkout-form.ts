import {
  ADDRESS_FIELDS_MESSAGE, BILLING_ADDRESS_FIELDS_MESSAGE, checkoutAddressSchema, COUNTRY, digitsOnly, PHONE_DIGITS,
  receiverNameSchema, receiverPhoneSchema, SHIPPING_ADDRESS_MISSING_MESSAGE, yourNameSchema, type AddressLabel, type PlaceOrderInput,
} from '@dhatu/domain';
import type { SavedAddress } from '../profile/types';

/** The fields a shopper types for a checkout address (country is always India). */
export interface AddressDraft {
  label: AddressLabel;
  houseNumber: string;
  street: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}
export type AddressField = keyof Omit<AddressDraft, 'label'>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_DRAFT: AddressDraft = { label: 'Home', houseNumber: '', street: '', area: '', landmark: '', city: '', state: '', pincode: '' };

/** 'new' = the shopper types an address; otherwise a saved address's _id; null = none chosen yet. */
export type ShippingChoice = string | null;
export const NEW_ADDRESS = 'new';

export interface CheckoutValues {
  choice: ShippingChoice;
  saved: readonly SavedAddress[];
  draft: AddressDraft;
  saveAddress: boolean;
  userName: string;
  forSomeoneElse: boolean;
  receiverName: string;
  receiverPhone: string;
  billingSame: boolean;
  billing: AddressDraft;
}

/** The address to ship to: the chosen saved one or the typed one. */
export function shippingAddressOf(values: Pick<CheckoutValues, 'choice' | 'saved' | 'draft'>): (AddressDraft & { _id?: string }) | null {
  if (values.choice === NEW_ADDRESS) return values.draft;
  const saved = values.saved.find((a) => a._id === values.choice);
  if (!saved) return null;
  return {
    _id: saved._id, label: saved.label, houseNumber: saved.houseNumber, street: saved.street, area: saved.area ?? '',
    landmark: saved.landmark ?? '', city: saved.city, state: saved.state, pincode: saved.pincode,
  };
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';
const hasCityAndPincode = (address: AddressDraft | null) => address !== null && filled(address.city) && /^\d{6}$/.test(address.pincode.trim());

export function receiverValid(values: Pick<CheckoutValues, 'receiverName' | 'receiverPhone'>): boolean {
  return receiverNameSchema.safeParse(values.receiverName).success && receiverPhoneSchema.safeParse(values.receiverPhone).success;
}

/**
 * Account §5: the place-order button waits for a shipping city and pincode, a name, the billing
 * city and pincode when billing differs, and a valid receiver when that block is on.
 */
export function canPlaceOrder(values: CheckoutValues): boolean {
  if (!hasCityAndPincode(shippingAddressOf(values))) return false;
  if (!filled(values.userName)) return false;
  if (!values.billingSame && !hasCityAndPincode(values.billing)) return false;
  if (values.forSomeoneElse && !receiverValid(values)) return false;
  return true;
}

/** The internal checkout step (account §4): shipping, then payment, then review. */
export function checkoutStep(values: CheckoutValues, paymentChosen: boolean): 'shipping' | 'payment' | 'review' {
  const address = shippingAddressOf(values);
  if (!address || !checkoutAddressSchema.safeParse({ ...address, country: COUNTRY }).success) return 'shipping';
  return paymentChosen ? 'review' : 'payment';
}

export function addressErrors(draft: AddressDraft): AddressErrors {
  const result = checkoutAddressSchema.safeParse({ ...draft, country: COUNTRY });
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface CheckoutErrors {
  shipping: AddressErrors;
  billing: AddressErrors;
  userName?: string;
  receiverName?: string;
  receiverPhone?: string;
}

export type Validation =
  | { ok: true; body: PlaceOrderInput & { addressId?: string } }
  | { ok: false; errors: CheckoutErrors; message: string | null };

const toAddress = ({ label, houseNumber, street, area, landmark, city, state, pincode }: AddressDraft) => ({
  label, houseNumber: houseNumber.trim(), street: street.trim(), area: area.trim(), landmark: landmark.trim(),
  city: city.trim(), state: state.trim(), pincode: pincode.trim(), country: COUNTRY as typeof COUNTRY,
});

/** Every rule at once, with the form message of account §5; or the POST /orders body. */
export function validateCheckout(values: CheckoutValues): Validation {
  const errors: CheckoutErrors = { shipping: {}, billing: {} };
  let message: string | null = null;
  const shipping = shippingAddressOf(values);
  if (!shipping) {
    message = SHIPPING_ADDRESS_MISSING_MESSAGE;
  } else {
    errors.shipping = addressErrors(shipping);
    if (Object.keys(errors.shipping).length > 0) {
      message = values.choice === NEW_ADDRESS ? ADDRESS_FIELDS_MESSAGE : SHIPPING_ADDRESS_MISSING_MESSAGE;
    }
  }
  if (!values.billingSame) {
    errors.billing = addressErrors(values.billing);
    if (Object.keys(errors.billing).length > 0) message ??= BILLING_ADDRESS_FIELDS_MESSAGE;
  }
  const name = yourNameSchema.safeParse(values.userName);
  if (!name.success) errors.userName = name.error.issues[0]?.message;
  if (values.forSomeoneElse) {
    const rName = receiverNameSchema.safeParse(values.receiverName);
    if (!rName.success) errors.receiverName = rName.error.issues[0]?.message;
    const rPhone = receiverPhoneSchema.safeParse(values.receiverPhone);
    if (!rPhone.success) errors.receiverPhone = rPhone.error.issues[0]?.message;
  }
  const failed = message !== null || errors.userName || errors.receiverName || errors.receiverPhone;
  if (failed || !shipping) return { ok: false, errors, message };

  const fromBook = values.choice !== NEW_ADDRESS;
  return {
    ok: true,
    body: {
      shippingAddress: toAddress(shipping),
      billingAddressSameAsShipping: values.billingSame,
      ...(values.billingSame ? {} : { billingAddress: toAddress(values.billing) }),
      paymentMethod: 'COD',
      paymentInfo: {},
      userName: values.userName.trim(),
      ...(values.forSomeoneElse ? { receiverName: values.receiverName.trim(), receiverPhone: values.receiverPhone } : {}),
      ...(fromBook && shipping._id ? { addressId: shipping._id } : { saveAddress: values.saveAddress }),
    },
  };
}

/** The receiver phone box keeps digits only, up to 10 (account §5). */
export const phoneInput = (text: string) => digitsOnly(text).slice(0, PHONE_DIGITS);

/** A fresh Idempotency-Key for one checkout attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
