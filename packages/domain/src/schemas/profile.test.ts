import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile.ts';
import { errorsOf } from './test-helpers.ts';

describe('profileSchema', () => {
  it('trims the name and stores the phone with +91', () => {
    expect(profileSchema.parse({ name: '  Asha Rao ', phone: '9876543210', email: ' asha@example.in ' })).toEqual({
      name: 'Asha Rao',
      phone: '+919876543210',
      email: 'asha@example.in',
    });
    expect(profileSchema.parse({ name: 'Asha', phone: '+919876543210' }).phone).toBe('+919876543210');
  });
  it('lets phone and email be empty or missing', () => {
    expect(profileSchema.parse({ name: 'Asha', phone: '', email: '' })).toEqual({ name: 'Asha', phone: '', email: '' });
    expect(profileSchema.parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
  });
  it('requires a name of at least 2 characters', () => {
    expect(errorsOf(profileSchema, { name: '' })).toEqual({ name: 'Name is required' });
    expect(errorsOf(profileSchema, { name: '   ' })).toEqual({ name: 'Name is required' });
    expect(errorsOf(profileSchema, {})).toEqual({ name: 'Name is required' });
    expect(errorsOf(profileSchema, { name: ' A ' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(errorsOf(profileSchema, { name: 'A'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters' });
  });
  it('rejects a phone that is not 10 digits', () => {
    expect(errorsOf(profileSchema, { name: 'Asha', phone: '98765' })).toEqual({ phone: 'Phone must be 10 digits' });
  });
  it('rejects an email that is not an address', () => {
    expect(errorsOf(profileSchema, { name: 'Asha', email: 'asha@' })).toEqual({
      email: 'Please provide a valid email address',
    });
  });
});
