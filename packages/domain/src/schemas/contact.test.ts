import { describe, expect, it } from 'vitest';
import { contactFieldForServerError, contactSchema } from './contact.ts';
import { errorsOf } from './test-helpers.ts';

const valid = { name: 'Ravi', email: 'ravi@example.com', message: 'Do you ship to Pune?' };

describe('contactSchema', () => {
  it('trims and accepts a valid message', () => {
    expect(contactSchema.parse({ name: ' Ravi ', email: ' ravi@example.com', message: ' Do you ship to Pune? ' })).toEqual(
      valid,
    );
  });
  it('gives each spec message', () => {
    expect(errorsOf(contactSchema, { name: ' R ', email: 'ravi@', message: ' too short ' })).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Please provide a valid email address',
      message: 'Message must be at least 10 characters long',
    });
    expect(errorsOf(contactSchema, {})).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Please provide a valid email address',
      message: 'Message must be at least 10 characters long',
    });
  });
  it('caps name and message length', () => {
    expect(errorsOf(contactSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Name must be at most 100 characters long',
    });
    expect(errorsOf(contactSchema, { ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters long',
    });
    expect(errorsOf(contactSchema, { ...valid, message: 'x'.repeat(5000) })).toBeNull();
  });
});

describe('contactFieldForServerError', () => {
  it.each([
    ['Name must be at least 2 characters long', 'name'],
    ['Please provide a valid email address', 'email'],
    ['Invalid e-mail', 'email'],
    ['Message must be at least 10 characters long', 'message'],
    ['Failed to send your message. Please try again.', null],
    ['Too many requests', null],
    [undefined, null],
  ] as const)('%j → %j', (message, field) => {
    expect(contactFieldForServerError(message)).toBe(field);
  });
});
