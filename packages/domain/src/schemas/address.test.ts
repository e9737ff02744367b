import { describe, expect, it } from 'vitest';
import { addressSchema, checkoutAddressSchema, isShippingAddressComplete } from './address.ts';
import { errorsOf } from './test-helpers.ts';

const valid = {
  label: 'Home',
  houseNumber: ' 12B ',
  street: 'MG Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302001',
};

describe('addressSchema', () => {
  it('trims, fills optional fields and defaults the country to India', () => {
    expect(addressSchema.parse(valid)).toEqual({
      ...valid,
      houseNumber: '12B',
      area: '',
      landmark: '',
      country: 'India',
    });
    expect(addressSchema.parse({ ...valid, area: ' Civil Lines ', landmark: null }).area).toBe('Civil Lines');
  });
  it('gives every spec message for empty fields', () => {
    expect(errorsOf(addressSchema, { label: '', houseNumber: '', street: ' ', city: '', state: '', pincode: '' })).toEqual({
      label: 'Address label is required',
      houseNumber: 'House/Building number is required',
      street: 'Street is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    });
    expect(errorsOf(addressSchema, {})).toEqual({
      label: 'Address label is required',
      houseNumber: 'House/Building number is required',
      street: 'Street is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    });
  });
  it('checks the pincode, the label and the country', () => {
    expect(errorsOf(addressSchema, { ...valid, pincode: '30200' })).toEqual({ pincode: 'Pincode must be 6 digits' });
    expect(errorsOf(addressSchema, { ...valid, pincode: '30200a' })).toEqual({ pincode: 'Pincode must be 6 digits' });
    expect(errorsOf(addressSchema, { ...valid, label: 'Office' })).toEqual({ label: 'Address label is required' });
    expect(errorsOf(addressSchema, { ...valid, country: 'Nepal' })).toEqual({ country: 'We deliver only within India' });
  });
  it('takes a state from the list, stored as the list spells it', () => {
    expect(addressSchema.parse({ ...valid, state: ' orissa ' }).state).toBe('Odisha');
    expect(addressSchema.parse({ ...valid, state: 'TAMIL NADU' }).state).toBe('Tamil Nadu');
    expect(errorsOf(addressSchema, { ...valid, state: 'Atlantis' })).toEqual({ state: 'Please choose a state or union territory of India' });
    expect(errorsOf(addressSchema, { ...valid, state: 'Delhi NCR' })).toEqual({ state: 'Please choose a state or union territory of India' });
    expect(errorsOf(checkoutAddressSchema, { ...valid, state: 'Atlantis' })).toEqual({ state: 'Please choose a state or union territory of India' });
  });
  it('caps lengths', () => {
    expect(errorsOf(addressSchema, { ...valid, street: 'x'.repeat(121) })).toEqual({
      street: 'Street must be at most 120 characters',
    });
  });
});

describe('checkoutAddressSchema', () => {
  it('accepts an address without a label', () => {
    const { label: _label, ...rest } = valid;
    expect(checkoutAddressSchema.parse(rest)).toMatchObject({ houseNumber: '12B', country: 'India' });
  });
  it('uses the checkout wording', () => {
    expect(errorsOf(checkoutAddressSchema, {})).toEqual({
      houseNumber: 'House number is required',
      street: 'Street is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Valid 6-digit pincode is required',
    });
    expect(errorsOf(checkoutAddressSchema, { ...valid, pincode: '1234567' })).toEqual({
      pincode: 'Valid 6-digit pincode is required',
    });
  });
});

describe('isShippingAddressComplete', () => {
  const full = { houseNumber: '12B', street: 'MG Road', area: 'Civil Lines', city: 'Jaipur', state: 'RJ', pincode: '302001' };
  it('needs every field including area, and a 6-digit pincode', () => {
    expect(isShippingAddressComplete(full)).toBe(true);
    expect(isShippingAddressComplete({ ...full, area: '' })).toBe(false);
    expect(isShippingAddressComplete({ ...full, houseNumber: '  ' })).toBe(false);
    expect(isShippingAddressComplete({ ...full, pincode: '30200' })).toBe(false);
    expect(isShippingAddressComplete({ ...full, state: undefined })).toBe(false);
    expect(isShippingAddressComplete(null)).toBe(false);
  });
});
