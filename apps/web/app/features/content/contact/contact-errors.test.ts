import { CONTACT_MESSAGES } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { contactFailure } from './contact-errors';

const apiError = (status: number, body: unknown) => new ApiError('failed', status, body);

describe('contactFailure', () => {
  it('puts each server error under the field its words name', () => {
    const error = apiError(400, {
      message: CONTACT_MESSAGES.nameTooShort,
      errors: [CONTACT_MESSAGES.nameTooShort, CONTACT_MESSAGES.email, CONTACT_MESSAGES.messageTooShort],
    });
    expect(contactFailure(error)).toEqual({
      fields: { name: CONTACT_MESSAGES.nameTooShort, email: CONTACT_MESSAGES.email, message: CONTACT_MESSAGES.messageTooShort },
      form: null,
    });
  });

  it('maps a lone server message by its words too', () => {
    expect(contactFailure(apiError(400, { message: 'Invalid email address' }))).toEqual({ fields: { email: 'Invalid email address' }, form: null });
  });

  it('shows a 4xx message about no field as the form error', () => {
    const limited = 'You have sent several messages in a short time. Please try again in 10 minutes.';
    expect(contactFailure(apiError(429, { message: limited }))).toEqual({ fields: {}, form: limited });
    expect(contactFailure(apiError(400, { message: 'x', errors: ['Unrecognized key: "foo"', CONTACT_MESSAGES.email] }))).toEqual({
      fields: { email: CONTACT_MESSAGES.email },
      form: 'Unrecognized key: "foo"',
    });
  });

  it("falls back to the spec's words for server faults, empty answers and lost connections", () => {
    expect(contactFailure(apiError(500, { message: 'Something went wrong. Please try again.' })).form).toBe(CONTACT_MESSAGES.sendFailed);
    expect(contactFailure(apiError(400, undefined)).form).toBe(CONTACT_MESSAGES.sendFailed);
    expect(contactFailure(new TypeError('Failed to fetch')).form).toBe('Failed to send your message. Please try again.');
  });
});
