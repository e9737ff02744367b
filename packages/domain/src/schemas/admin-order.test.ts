import { describe, expect, it } from 'vitest';
import { adminOrderStatusSchema } from './admin-order.ts';
import { errorsOf } from './test-helpers.ts';

describe('admin order status change', () => {
  it('needs a courier and a tracking number to ship, trimmed', () => {
    expect(adminOrderStatusSchema.parse({ status: 'shipped', courier: ' Blue Dart ', trackingNumber: ' BD-12345678 ' }))
      .toEqual({ status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD-12345678' });
    expect(errorsOf(adminOrderStatusSchema, { status: 'shipped' })).toEqual({
      courier: 'Enter the courier to mark this order shipped',
      trackingNumber: 'Enter the tracking number to mark this order shipped',
    });
    expect(errorsOf(adminOrderStatusSchema, { status: 'shipped', courier: '  ', trackingNumber: 'AB12' })).toEqual({
      courier: 'Enter the courier to mark this order shipped',
    });
  });
  it('refuses a tracking number that is not one', () => {
    expect(errorsOf(adminOrderStatusSchema, { status: 'shipped', courier: 'DTDC', trackingNumber: 'ab' })).toEqual({
      trackingNumber: 'The tracking number must be 4 to 40 letters, digits, spaces, - or /',
    });
    expect(errorsOf(adminOrderStatusSchema, { status: 'shipped', courier: 'DTDC', trackingNumber: '<script>' })).not.toBeNull();
    expect(errorsOf(adminOrderStatusSchema, { status: 'shipped', courier: 'D', trackingNumber: 'EE123456789IN' })).toEqual({
      courier: 'The courier name must be 2 to 60 characters',
    });
  });
  it('takes no shipping details for the other statuses, but blank fields are fine', () => {
    expect(adminOrderStatusSchema.parse({ status: 'processing', courier: '', trackingNumber: '' })).toEqual({ status: 'processing' });
    expect(errorsOf(adminOrderStatusSchema, { status: 'delivered', trackingNumber: 'EE123456789IN' })).toEqual({
      trackingNumber: 'A courier and tracking number are given only when marking an order shipped',
    });
  });
  it('knows only the statuses the action sets', () => {
    expect(errorsOf(adminOrderStatusSchema, { status: 'cancelled' })).toEqual({ status: 'Choose processing, shipped or delivered' });
    expect(errorsOf(adminOrderStatusSchema, {})).toEqual({ status: 'Choose processing, shipped or delivered' });
    expect(errorsOf(adminOrderStatusSchema, { status: 'processing', note: 'x' })).not.toBeNull();
  });
});
