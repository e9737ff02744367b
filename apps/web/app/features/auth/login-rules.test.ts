import { phoneLoginSchema } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { codeStepSchema, codeInput, phoneInput, sendFailure, verifyFailure } from './login-rules';

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
    expect(phoneLoginSchema.parse({ phone: '9876543210' })).toEqual({ phone: '+919876543210' });
    for (const bad of ['', '98765', '98765432']) {
      expect(phoneLoginSchema.safeParse({ phone: bad }).error?.issues[0]?.message).toBe('Enter a valid 10-digit phone number');
    }
  });

  it('asks for the code, then for all six digits', () => {
    const message = (code: string) => codeStepSchema.safeParse({ code }).error?.issues[0]?.message;
    expect(message('')).toBe('Please enter the OTP');
    expect(message('   ')).toBe('Please enter the OTP');
    expect(message('123')).toBe('Enter the 6-digit OTP');
    expect(message('123456')).toBeUndefined();
  });

  it("prefers the server's words, with the spec's fallbacks", () => {
    expect(sendFailure(new ApiError('x', 429, { message: 'Please wait 20 seconds before requesting a new OTP.' }))).toBe('Please wait 20 seconds before requesting a new OTP.');
    expect(sendFailure(new TypeError('Failed to fetch'))).toBe('Failed to send OTP');
    expect(verifyFailure(new ApiError('x', 400, { message: 'You have entered a wrong OTP' }))).toBe('You have entered a wrong OTP');
    expect(verifyFailure(new ApiError('x', 500, 'oops'))).toBe('Invalid OTP');
  });
});
