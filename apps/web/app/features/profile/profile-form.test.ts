import { fieldErrors, profileSchema } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import { phoneBoxValue, phoneFieldError, toProfileForm } from './profile-form';

describe('profile form', () => {
  it('edits name and email only, empty values as empty boxes: the phone is never part of a save', () => {
    expect(toProfileForm({ name: 'Asha', email: null })).toEqual({ name: 'Asha', email: '' });
    expect(toProfileForm(undefined)).toEqual({ name: '', email: '' });
    expect(profileSchema.parse(toProfileForm({ name: ' Asha ', email: 'asha@example.in' }))).toEqual({ name: 'Asha', email: 'asha@example.in' });
  });

  it("refuses a bad name with the spec's messages", () => {
    // The form shows the first message per field.
    const messages = (input: object) => fieldErrors(profileSchema.safeParse(input).error!);
    expect(messages({ name: '', email: '' })).toEqual({ name: 'Name is required' });
    expect(messages({ name: ' A ', email: '' })).toEqual({ name: 'Name must be at least 2 characters' });
  });

  it('shows the stored +91 number as its 10 digits after the fixed prefix', () => {
    expect(phoneBoxValue('+919876543210')).toBe('9876543210');
    expect(phoneBoxValue('')).toBe('');
    expect(phoneBoxValue(null)).toBe('');
  });

  it("puts a taken phone on the phone field in the spec's words", () => {
    expect(phoneFieldError('Phone number is already registered')).toBe('This phone number is already registered with another account');
    expect(phoneFieldError('Failed')).toBeNull();
    expect(phoneFieldError(undefined)).toBeNull();
  });
});
