import { fieldErrors, profileSchema } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import { phoneFieldError, profilePhoneInput, toProfileForm } from './profile-form';

describe('profile form', () => {
  it('shows the stored +91 number as its 10 digits, and empty values as empty boxes', () => {
    expect(toProfileForm({ name: 'Asha', phone: '+919876543210', email: null })).toEqual({ name: 'Asha', phone: '9876543210', email: '' });
    expect(toProfileForm(undefined)).toEqual({ name: '', phone: '', email: '' });
  });

  it("saves '+91' and the digits, with the spec's messages for a bad name or phone", () => {
    expect(profileSchema.parse(toProfileForm({ name: ' Asha ', phone: '+919876543210', email: null }))).toEqual({ name: 'Asha', phone: '+919876543210', email: '' });
    // The form shows the first message per field.
    const messages = (input: object) => fieldErrors(profileSchema.safeParse(input).error!);
    expect(messages({ name: '', phone: '', email: '' })).toEqual({ name: 'Name is required' });
    expect(messages({ name: ' A ', phone: '98765', email: '' })).toEqual({ name: 'Name must be at least 2 characters', phone: 'Phone must be 10 digits' });
  });

  it("puts a taken phone on the phone field in the spec's words", () => {
    expect(phoneFieldError('Phone number is already registered')).toBe('This phone number is already registered with another account');
    expect(phoneFieldError('Failed')).toBeNull();
    expect(phoneFieldError(undefined)).toBeNull();
  });

  it('keeps digits only in the phone box, at most 10', () => {
    expect(profilePhoneInput('98a765')).toBe('98765');
    expect(profilePhoneInput('98765432109')).toBe('9876543210');
    expect(profilePhoneInput('+91 98765 43210')).toBe('9876543210');
  });
});
