import { describe, expect, it } from 'vitest';
import { digitsOnly, formatIndianPhone, isValidPhone, nationalNumber, phoneHref, toE164India } from './phone.ts';

describe('digitsOnly / isValidPhone', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly('+91 (98765) 43-210')).toBe('919876543210');
    expect(digitsOnly('abc')).toBe('');
  });
  it('accepts exactly 10 digits after stripping', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('98765 43210')).toBe(true);
    expect(isValidPhone('98765-4321')).toBe(false);
    expect(isValidPhone('98765432101')).toBe(false);
    expect(isValidPhone('+91 98765 43210')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('toE164India', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
  ])('%s → %s', (input, output) => {
    expect(toE164India(input)).toBe(output);
  });
  it.each(['987654321', '19876543210', '929876543210', '0919876543210', '', 'phone'])('rejects %j', (input) => {
    expect(toE164India(input)).toBeNull();
  });
});

describe('nationalNumber / formatIndianPhone', () => {
  it('takes the 10-digit number', () => {
    expect(nationalNumber('+919876543210')).toBe('9876543210');
    expect(nationalNumber('')).toBeNull();
  });
  it('groups as +91 XXXXX XXXXX', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('12345')).toBe('12345');
  });
  it('shows the shop\'s number the same way however it was configured', () => {
    expect(formatIndianPhone('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('09876543210')).toBe('+91 98765 43210');
  });
});

describe('phoneHref', () => {
  it('dials the +91 number', () => {
    expect(phoneHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(phoneHref('98765-43210')).toBe('tel:+919876543210');
  });
  it('keeps a number that is not Indian dialable as written', () => {
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
