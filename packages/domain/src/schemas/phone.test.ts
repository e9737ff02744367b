import { describe, expect, it } from 'vitest';
import { otpSchema, phoneLoginSchema } from './phone.ts';
import { errorsOf } from './test-helpers.ts';

describe('phoneLoginSchema', () => {
  it('accepts 10 digits and returns +91 plus the number', () => {
    expect(phoneLoginSchema.parse({ phone: '98765 43210' })).toEqual({ phone: '+919876543210' });
    expect(phoneLoginSchema.parse({ phone: '+91 98765-43210' })).toEqual({ phone: '+919876543210' });
  });
  it.each(['', '12345', '98765432100', undefined, 9876543210])('rejects %j with the spec message', (phone) => {
    expect(errorsOf(phoneLoginSchema, { phone })).toEqual({ phone: 'Enter a valid 10-digit phone number' });
  });
});

describe('otpSchema', () => {
  const phone = '9876543210';
  it('accepts a 6-digit code', () => {
    expect(otpSchema.parse({ phone, code: ' 123456 ' })).toEqual({ phone: '+919876543210', code: '123456' });
  });
  it('asks for the code when empty', () => {
    expect(errorsOf(otpSchema, { phone, code: '' })).toEqual({ code: 'Please enter the OTP' });
    expect(errorsOf(otpSchema, { phone, code: '   ' })).toEqual({ code: 'Please enter the OTP' });
    expect(errorsOf(otpSchema, { phone })).toEqual({ code: 'Please enter the OTP' });
  });
  it.each(['12345', '1234567', '12a456'])('rejects %j as not 6 digits', (code) => {
    expect(errorsOf(otpSchema, { phone, code })).toEqual({ code: 'Enter the 6-digit OTP' });
  });
});
