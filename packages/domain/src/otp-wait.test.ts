import { describe, expect, it } from 'vitest';
import { addressSendsLimitMessage, phoneSendsLimitMessage, resendWaitMessage, waitText, withWaitLeft } from './otp-wait.ts';

describe('one-time-code waits', () => {
  it('says the wait in the right number', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(1.4)).toBe('2 seconds');
    expect(waitText(30)).toBe('30 seconds');
    expect(waitText(90)).toBe('90 seconds');
    expect(waitText(91)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });

  it('builds the messages the API sends', () => {
    expect(resendWaitMessage(1)).toBe('Please wait 1 second before requesting a new OTP.');
    expect(resendWaitMessage(20)).toBe('Please wait 20 seconds before requesting a new OTP.');
    expect(phoneSendsLimitMessage(120)).toBe('Too many OTP requests for this number. Please try again in 2 minutes.');
    expect(addressSendsLimitMessage(60)).toBe('Too many OTP requests. Please try again in 60 seconds.');
  });

  it('counts a message down to its new wait', () => {
    expect(withWaitLeft(resendWaitMessage(20), 1)).toBe(resendWaitMessage(1));
    expect(withWaitLeft(phoneSendsLimitMessage(600), 45)).toBe(phoneSendsLimitMessage(45));
    expect(withWaitLeft('Failed to send OTP', 3)).toBe('Failed to send OTP');
  });
});
