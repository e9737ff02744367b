import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isForbidden, serverFieldErrors } from './admin-errors';

describe('serverFieldErrors', () => {
  it('maps a 400’s errors to their fields, first message per field', () => {
    const error = new ApiError('Price must be a whole number of rupees, 0 or more', 400, {
      message: 'Price must be a whole number of rupees, 0 or more',
      errors: ['price: Price must be a whole number of rupees, 0 or more', 'price: second', 'subcategory: Please choose a subcategory of the chosen category'],
    });
    expect(serverFieldErrors(error)).toEqual({
      price: 'Price must be a whole number of rupees, 0 or more',
      subcategory: 'Please choose a subcategory of the chosen category',
    });
  });

  it('keeps nested paths and skips lines without a field', () => {
    const error = new ApiError('bad', 400, { message: 'bad', errors: ['productIds.0: Must be a list of ids', 'Something general'] });
    expect(serverFieldErrors(error)).toEqual({ 'productIds.0': 'Must be a list of ids' });
  });

  it('is empty for anything but a 400 with errors', () => {
    expect(serverFieldErrors(new ApiError('Conflict', 409, { message: 'Conflict' }))).toEqual({});
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});

describe('isForbidden', () => {
  it('is true only for a 403', () => {
    expect(isForbidden(new ApiError('no', 403))).toBe(true);
    expect(isForbidden(new ApiError('no', 401))).toBe(false);
  });
});
