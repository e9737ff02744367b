import { describe, expect, it } from 'vitest';
import {
  checkoutErrorMessage,
  placeOrderSchema,
  receiverNameSchema,
  receiverPhoneSchema,
  yourNameSchema,
} from './checkout.ts';
import { errorsOf } from './test-helpers.ts';

const address = { houseNumber: '12B', street: 'MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' };
const order = { shippingAddress: address, billingAddressSameAsShipping: true, paymentMethod: 'COD', userName: 'Asha' };

describe('name and receiver fields', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(yourNameSchema, '  ')).toEqual({ root: 'Please enter your name' });
    expect(errorsOf(receiverNameSchema, ' A ')).toEqual({ root: "Please enter receiver's name" });
    expect(errorsOf(receiverPhoneSchema, '12345')).toEqual({ root: 'Enter valid 10-digit phone number' });
    expect(receiverPhoneSchema.parse('98765 43210')).toBe('+919876543210');
    expect(receiverNameSchema.parse(' Meera ')).toBe('Meera');
  });
});

describe('placeOrderSchema', () => {
  it('copies the shipping address to billing when they are the same, ignoring a stale billing form', () => {
    const parsed = placeOrderSchema.parse({ ...order, billingAddress: { city: '' }, paymentInfo: {} });
    expect(parsed.billingAddress).toEqual(parsed.shippingAddress);
    expect(parsed).toMatchObject({ paymentMethod: 'COD', userName: 'Asha', receiverName: undefined });
    expect(parsed).not.toHaveProperty('paymentInfo');
  });
  it('defaults to same billing and cash on delivery', () => {
    const parsed = placeOrderSchema.parse({ shippingAddress: address, userName: 'Asha' });
    expect(parsed).toMatchObject({ billingAddressSameAsShipping: true, paymentMethod: 'COD' });
  });
  it('validates a separate billing address with paths under billingAddress', () => {
    expect(errorsOf(placeOrderSchema, { ...order, billingAddressSameAsShipping: false, billingAddress: { ...address, pincode: '1' } })).toEqual({
      'billingAddress.pincode': 'Valid 6-digit pincode is required',
    });
    expect(errorsOf(placeOrderSchema, { ...order, billingAddressSameAsShipping: false })).toMatchObject({
      'billingAddress.houseNumber': 'House number is required',
    });
    const parsed = placeOrderSchema.parse({
      ...order,
      billingAddressSameAsShipping: false,
      billingAddress: { ...address, city: ' Delhi ' },
    });
    expect(parsed.billingAddress.city).toBe('Delhi');
    expect(parsed.shippingAddress.city).toBe('Jaipur');
  });
  it('validates the receiver only when ordering for someone else', () => {
    expect(errorsOf(placeOrderSchema, { ...order, receiverName: ' ', receiverPhone: '' })).toBeNull();
    expect(errorsOf(placeOrderSchema, { ...order, receiverName: 'Meera' })).toEqual({
      receiverPhone: 'Enter valid 10-digit phone number',
    });
    expect(errorsOf(placeOrderSchema, { ...order, receiverPhone: '9876543210' })).toEqual({
      receiverName: "Please enter receiver's name",
    });
    expect(placeOrderSchema.parse({ ...order, receiverName: ' Meera ', receiverPhone: '98765 43210' })).toMatchObject({
      receiverName: 'Meera',
      receiverPhone: '+919876543210',
    });
  });
  it('reports every error at once', () => {
    expect(
      errorsOf(placeOrderSchema, {
        shippingAddress: { ...address, street: '' },
        billingAddressSameAsShipping: false,
        billingAddress: { ...address, state: '' },
        paymentMethod: 'CARD',
        userName: '',
        receiverName: 'M',
        receiverPhone: '9876543210',
      }),
    ).toEqual({
      'shippingAddress.street': 'Street is required',
      'billingAddress.state': 'State is required',
      paymentMethod: 'Please choose a payment method',
      userName: 'Please enter your name',
      receiverName: "Please enter receiver's name",
    });
  });
});

describe('checkoutErrorMessage', () => {
  it.each([
    ['Invalid shipping address', 'Please check your shipping address and try again.'],
    ['Address not found', 'Please check your shipping address and try again.'],
    ['Cart is empty', 'Your cart appears to be empty. Please add items before checking out.'],
    ['Failed to fetch', 'Network error. Please check your connection and try again.'],
    ['Network Error', 'Network error. Please check your connection and try again.'],
    ['Something broke', "We're having trouble processing your order. Please try again."],
    [undefined, "We're having trouble processing your order. Please try again."],
  ])('%j → %j', (message, shown) => {
    expect(checkoutErrorMessage(message)).toBe(shown);
  });
});
