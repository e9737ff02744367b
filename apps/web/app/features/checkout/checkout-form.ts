import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_FIELDS_MESSAGE, BILLING_ADDRESS_FIELDS_MESSAGE, checkoutAddressSchema, COUNTRY, DEFAULT_PAYMENT_METHOD, digitsOnly, PHONE_DIGITS,
  receiverNameSchema, receiverPhoneSchema, SHIPPING_ADDRESS_MISSING_MESSAGE, yourNameSchema, type AddressLabel, type PaymentMethod, type PlaceOrderInput,
} from '@dhatu/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { SavedAddress } from '../profile';

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

export const EMPTY_DRAFT: AddressDraft = { label: 'Home', houseNumber: '', street: '', area: '', landmark: '', city: '', state: '', pincode: '' };

/** 'new' = the shopper types an address; otherwise a saved address's _id; null = none chosen yet. */
export type ShippingChoice = string | null;
export const NEW_ADDRESS = 'new';

/** The checkout form's state in react-hook-form. */
export interface CheckoutValues {
  choice: ShippingChoice;
  /** The typed shipping address (when choice is NEW_ADDRESS). */
  draft: AddressDraft;
  saveAddress: boolean;
  userName: string;
  forSomeoneElse: boolean;
  receiverName: string;
  receiverPhone: string;
  billingSame: boolean;
  billing: AddressDraft;
  paymentMethod: PaymentMethod;
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  choice: null, draft: EMPTY_DRAFT, saveAddress: true, userName: '', forSomeoneElse: false, receiverName: '', receiverPhone: '',
  billingSame: true, billing: EMPTY_DRAFT, paymentMethod: DEFAULT_PAYMENT_METHOD,
};

/** What the rules need besides the form: the address book the choice points into. */
export interface CheckoutContext {
  saved: readonly SavedAddress[];
}

/** The address to ship to: the chosen saved one or the typed one. */
export function shippingAddressOf(values: Pick<CheckoutValues, 'choice' | 'draft'>, saved: readonly SavedAddress[]): (AddressDraft & { _id?: string }) | null {
  if (values.choice === NEW_ADDRESS) return values.draft;
  const address = saved.find((a) => a._id === values.choice);
  if (!address) return null;
  return {
    _id: address._id, label: address.label, houseNumber: address.houseNumber, street: address.street, area: address.area ?? '',
    landmark: address.landmark ?? '', city: address.city, state: address.state, pincode: address.pincode,
  };
}

const toAddress = ({ label, houseNumber, street, area, landmark, city, state, pincode }: AddressDraft) => ({
  label, houseNumber: houseNumber.trim(), street: street.trim(), area: area.trim(), landmark: landmark.trim(),
  city: city.trim(), state: state.trim(), pincode: pincode.trim(), country: COUNTRY as typeof COUNTRY,
});

const isValidAddress = (address: AddressDraft | null) => address !== null && checkoutAddressSchema.safeParse(toAddress(address)).success;

/**
 * The checkout's rules (account §5), every one from the domain schemas: each message lands on the
 * field it names ('draft.street', 'billing.pincode', 'receiverPhone'…); a missing or incomplete
 * saved address is an error on 'choice'.
 */
export function checkoutSchema({ saved }: CheckoutContext) {
  return z.custom<CheckoutValues>().superRefine((values, ctx) => {
    const check = (rule: z.ZodType, value: unknown, path: string) => {
      const result = rule.safeParse(value);
      if (result.success) return;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] });
    };
    if (values.choice === NEW_ADDRESS) check(checkoutAddressSchema, toAddress(values.draft), 'draft');
    else if (!isValidAddress(shippingAddressOf(values, saved))) ctx.addIssue({ code: 'custom', message: SHIPPING_ADDRESS_MISSING_MESSAGE, path: ['choice'] });
    if (!values.billingSame) check(checkoutAddressSchema, toAddress(values.billing), 'billing');
    check(yourNameSchema, values.userName, 'userName');
    if (values.forSomeoneElse) {
      check(receiverNameSchema, values.receiverName, 'receiverName');
      check(receiverPhoneSchema, values.receiverPhone, 'receiverPhone');
    }
  });
}

/** react-hook-form's resolver: the schema above, for the address book of the moment (passed as the form's context). */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutContext> = (values, context, options) =>
  zodResolver(checkoutSchema(context ?? { saved: [] }))(values, context, options);

/** The form's message after a refused submit (account §5): the shipping one first, then billing. */
export function refusedMessage(errors: FieldErrors<CheckoutValues>): string | null {
  if (errors.choice) return errors.choice.message ?? SHIPPING_ADDRESS_MISSING_MESSAGE;
  if (errors.draft) return ADDRESS_FIELDS_MESSAGE;
  if (errors.billing) return BILLING_ADDRESS_FIELDS_MESSAGE;
  return null;
}

export type OrderBody = PlaceOrderInput & { addressId?: string };

/** The POST /orders body from values the schema accepted (the shipping address exists then). */
export function orderBody(values: CheckoutValues, saved: readonly SavedAddress[]): OrderBody {
  const shipping: AddressDraft & { _id?: string } = shippingAddressOf(values, saved) ?? values.draft;
  const fromBook = values.choice !== NEW_ADDRESS && shipping._id;
  return {
    shippingAddress: toAddress(shipping),
    billingAddressSameAsShipping: values.billingSame,
    ...(values.billingSame ? {} : { billingAddress: toAddress(values.billing) }),
    paymentMethod: values.paymentMethod,
    paymentInfo: {},
    userName: values.userName.trim(),
    ...(values.forSomeoneElse ? { receiverName: values.receiverName.trim(), receiverPhone: values.receiverPhone } : {}),
    ...(fromBook ? { addressId: shipping._id } : { saveAddress: values.saveAddress }),
  };
}

/** The internal checkout step (account §4): shipping, then payment, then review. */
export function checkoutStep(values: Pick<CheckoutValues, 'choice' | 'draft' | 'paymentMethod'>, saved: readonly SavedAddress[]): 'shipping' | 'payment' | 'review' {
  if (!isValidAddress(shippingAddressOf(values, saved))) return 'shipping';
  return values.paymentMethod ? 'review' : 'payment';
}

/** The receiver phone box keeps digits only, up to 10 (account §5). */
export const phoneInput = (text: string) => digitsOnly(text).slice(0, PHONE_DIGITS);

/** A fresh Idempotency-Key for one checkout attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
