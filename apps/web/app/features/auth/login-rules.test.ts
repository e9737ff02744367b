import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkCode, checkPhone, codeInput, phoneInput, sendFailure, verifyFailure } from './login-rules';

describe('login rules', () => {
  it('keeps digits only in the phone box, at most 10, and reads pasted numbers with +91 or 0', () => {
    expect(phoneInput('98a76-5')).toBe('98765');
    expect(phoneInput('987654321012')).toBe('9876543210');
    expect(phoneInput('+91 98765 43210')).toBe('9876543210');
    expect(phoneInput('098765 43210')).toBe('9876543210');
    expect(phoneInput('')).toBe('');
  });

  it('keeps digits only in the code box, at most 6', () => {
    expect(codeInput('12a3 45678')).toBe('123456');
    expect(codeInput(' 042 917 ')).toBe('042917');
  });

  it("sends to +91 and the number, or says 'Enter a valid 10-digit phone number'", () => {
    expect(checkPhone('9876543210')).toEqual({ phone: '+919876543210' });
    for (const bad of ['', '98765', '98765432']) expect(checkPhone(bad)).toEqual({ error: 'Enter a valid 10-digit phone number' });
  });

  it("asks for the code, then for a requested code, then for all six digits", () => {
    expect(checkCode('', '+919876543210')).toBe('Please enter the OTP');
    expect(checkCode('   ', null)).toBe('Please enter the OTP');
    expect(checkCode('123456', null)).toBe('Please request OTP first');
    expect(checkCode('123', '+919876543210')).toBe('Enter the 6-digit OTP');
    expect(checkCode('123456', '+919876543210')).toBeNull();
  });

  it("prefers the server's words, with the spec's fallbacks", () => {
    expect(sendFailure(new ApiError('x', 429, { message: 'Please wait 20 seconds before requesting a new OTP.' }))).toBe('Please wait 20 seconds before requesting a new OTP.');
    expect(sendFailure(new TypeError('Failed to fetch'))).toBe('Failed to send OTP');
    expect(verifyFailure(new ApiError('x', 400, { message: 'You have entered a wrong OTP' }))).toBe('You have entered a wrong OTP');
    expect(verifyFailure(new ApiError('x', 500, 'oops'))).toBe('Invalid OTP');
  });
});
