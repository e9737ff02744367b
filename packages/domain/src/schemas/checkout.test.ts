import { describe, expect, it } from 'vitest';
import {
  checkoutErrorMessage,
  placeOrderRequestSchema,
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

describe('placeOrderRequestSchema (the API body)', () => {
  it('takes what the spec sends, and the optional saveAddress and addressId', () => {
    const parsed = placeOrderRequestSchema.parse({ ...order, billingAddress: address, paymentInfo: {}, saveAddress: true, addressId: 'a1' });
    expect(parsed).toMatchObject({ saveAddress: true, addressId: 'a1', paymentMethod: 'COD', billingAddressSameAsShipping: true });
    expect(placeOrderRequestSchema.parse(order).saveAddress).toBe(false);
  });
  it('refuses fields the spec does not name, such as prices and totals', () => {
    expect(errorsOf(placeOrderRequestSchema, { ...order, total: 1 })).toEqual({ root: expect.stringMatching(/total/) });
    expect(errorsOf(placeOrderRequestSchema, { ...order, paymentInfo: { amount: 1 } })).toEqual({ paymentInfo: expect.stringMatching(/amount/) });
    expect(errorsOf(placeOrderRequestSchema, { ...order, shippingAddress: { ...address, price: 1 } })).toEqual({ shippingAddress: expect.stringMatching(/price/) });
    // The loose form schema drops them instead.
    expect(placeOrderSchema.parse({ ...order, total: 1 })).not.toHaveProperty('total');
  });
  it('takes the total the checkout showed (expectedTotal, rupees), optional; refuses a total that is not an amount', () => {
    expect(placeOrderRequestSchema.parse({ ...order, expectedTotal: 2149.5 }).expectedTotal).toBe(2149.5);
    expect(placeOrderRequestSchema.parse(order)).not.toHaveProperty('expectedTotal');
    const message = 'expectedTotal must be the order total in rupees, from 0 to 10,00,00,000';
    for (const bad of [-1, '2000', 1e9, null]) expect(errorsOf(placeOrderRequestSchema, { ...order, expectedTotal: bad })).toEqual({ expectedTotal: message });
  });
  it("accepts a saved address as the book answers it (its _id and isDefault are dropped)", () => {
    const parsed = placeOrderRequestSchema.parse({ ...order, shippingAddress: { ...address, _id: 'x', isDefault: true, label: 'Home', area: '', landmark: '', country: 'India' } });
    expect(parsed.shippingAddress).toEqual({ ...address, label: 'Home', area: '', landmark: '', country: 'India' });
  });
  it('gives the spec messages for bad addresses and names', () => {
    expect(errorsOf(placeOrderRequestSchema, {
      ...order, userName: ' ', shippingAddress: { houseNumber: '', street: '', city: '', state: '', pincode: '12' },
      billingAddressSameAsShipping: false, billingAddress: { ...address, city: ' ' }, receiverName: 'Meera', receiverPhone: '12',
    })).toEqual({
      'shippingAddress.houseNumber': 'House number is required',
      'shippingAddress.street': 'Street is required',
      'shippingAddress.city': 'City is required',
      'shippingAddress.state': 'State is required',
      'shippingAddress.pincode': 'Valid 6-digit pincode is required',
      'billingAddress.city': 'City is required',
      userName: 'Please enter your name',
      receiverPhone: 'Enter valid 10-digit phone number',
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
