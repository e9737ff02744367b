import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from './constants.ts';
import {
  ADMIN_ORDER_MESSAGES, adminNextStatuses, adminStatusRefusal, markPaidRefusal,
  canCustomerCancel, canTransitionOrder, cancelDeadline, customerCancelRefusal, formatOrderId, ORDER_ID_PATTERN,
  orderTransitionRefusal, paymentStatusAfterCancel, paymentStatusLabel, refundDueAttention, stockShortfallMessage,
} from './orders.ts';

const placed = new Date('2026-11-20T10:00:00Z');
const hours = (n: number) => new Date(placed.getTime() + n * 3_600_000);

describe('order status transitions', () => {
  it('moves forward and cancels only before shipping', () => {
    expect(canTransitionOrder('pending', 'processing')).toBe(true);
    expect(canTransitionOrder('processing', 'shipped')).toBe(true);
    expect(canTransitionOrder('shipped', 'delivered')).toBe(true);
    expect(canTransitionOrder('pending', 'cancelled')).toBe(true);
    expect(canTransitionOrder('processing', 'cancelled')).toBe(true);
    expect(canTransitionOrder('shipped', 'cancelled')).toBe(false);
    expect(canTransitionOrder('delivered', 'pending')).toBe(false);
    for (const to of ORDER_STATUSES) expect(canTransitionOrder('cancelled', to)).toBe(false);
  });
  it('says why a change is refused', () => {
    expect(orderTransitionRefusal('pending', 'processing')).toBeNull();
    expect(orderTransitionRefusal('cancelled', 'processing')).toBe('This order is already cancelled');
    expect(orderTransitionRefusal('shipped', 'shipped')).toBe('This order is already shipped');
    expect(orderTransitionRefusal('delivered', 'shipped')).toBe('This order has already been delivered');
    expect(orderTransitionRefusal('shipped', 'processing')).toBe('An order that is shipped cannot become processing');
  });
});

describe('customer cancellation', () => {
  it('is allowed within 24 hours while pending or processing', () => {
    expect(cancelDeadline(placed)).toEqual(hours(24));
    expect(customerCancelRefusal({ status: 'pending', createdAt: placed }, hours(1))).toBeNull();
    expect(customerCancelRefusal({ status: 'processing', createdAt: placed }, hours(24))).toBeNull();
    expect(canCustomerCancel({ status: 'pending', createdAt: placed.toISOString() }, hours(23.9))).toBe(true);
  });
  it('gives a clear reason otherwise', () => {
    expect(customerCancelRefusal({ status: 'pending', createdAt: placed }, hours(25))).toBe('Orders can only be cancelled within 24 hours of placing them');
    expect(customerCancelRefusal({ status: 'shipped', createdAt: placed }, hours(1))).toBe('This order has already been shipped and can no longer be cancelled');
    expect(customerCancelRefusal({ status: 'delivered', createdAt: placed }, hours(1))).toBe('This order has already been delivered and can no longer be cancelled');
    expect(customerCancelRefusal({ status: 'cancelled', createdAt: placed }, hours(1))).toBe('This order is already cancelled');
    expect(canCustomerCancel({ status: 'shipped', createdAt: placed }, hours(1))).toBe(false);
  });
  it('cancels an unpaid payment and keeps a paid one for the refund', () => {
    expect(paymentStatusAfterCancel('pending')).toBe('cancelled');
    expect(paymentStatusAfterCancel('paid')).toBe('paid');
    expect(refundDueAttention(12_345_600)).toBe('Cancelled after online payment: refund ₹1,23,456 to the customer');
    expect(paymentStatusAfterCancel('failed')).toBe('failed');
  });
});

describe('order numbers and labels', () => {
  it('formats DH-{year in India}-{six digits}', () => {
    expect(formatOrderId(placed, 123)).toBe('DH-2026-000123');
    expect(formatOrderId('2026-12-31T19:00:00Z', 1)).toBe('DH-2027-000001');
    expect(formatOrderId(placed, 1_234_567)).toBe('DH-2026-1234567');
    expect(ORDER_ID_PATTERN.test('DH-2026-000123')).toBe(true);
    expect(() => formatOrderId(placed, 0)).toThrow(RangeError);
  });
  it('shows payments as Paid, Failed, Refunded or Pending', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('failed')).toBe('Failed');
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
    expect(paymentStatusLabel('cancelled')).toBe('Pending');
    expect(paymentStatusLabel(undefined)).toBe('Pending');
  });
  it('names the stock that is left', () => {
    expect(stockShortfallMessage('Brass Diya', 2)).toBe('Only 2 left in stock for Brass Diya');
    expect(stockShortfallMessage('Brass Diya', 0)).toBe('Brass Diya is out of stock');
  });
});

describe('the shop’s own order changes', () => {
  const cod = (status: OrderStatus, paymentStatus: PaymentStatus = 'pending') => ({ status, paymentMethod: 'COD' as const, paymentStatus });
  const online = (status: OrderStatus, paymentStatus: PaymentStatus) => ({ status, paymentMethod: 'ONLINE' as const, paymentStatus });

  it('follows the transitions, with the same refusals', () => {
    expect(adminStatusRefusal(cod('pending'), 'processing')).toBeNull();
    expect(adminStatusRefusal(cod('pending'), 'shipped')).toBeNull();
    expect(adminStatusRefusal(cod('shipped'), 'delivered')).toBeNull();
    expect(adminStatusRefusal(cod('delivered'), 'shipped')).toBe('This order has already been delivered');
    expect(adminStatusRefusal(cod('pending'), 'delivered')).toBe('An order that is pending cannot become delivered');
    expect(adminStatusRefusal(cod('cancelled'), 'processing')).toBe('This order is already cancelled');
  });
  it('moves an online order forward only once it is paid, but may cancel it unpaid', () => {
    expect(adminStatusRefusal(online('pending', 'pending'), 'processing')).toBe(ADMIN_ORDER_MESSAGES.onlineNotPaid);
    expect(adminStatusRefusal(online('pending', 'pending'), 'cancelled')).toBeNull();
    expect(adminStatusRefusal(online('pending', 'paid'), 'shipped')).toBeNull();
    expect(adminNextStatuses(online('pending', 'pending'))).toEqual(['cancelled']);
    expect(adminNextStatuses(online('pending', 'paid'))).toEqual(['processing', 'shipped', 'cancelled']);
    expect(adminNextStatuses(cod('processing'))).toEqual(['shipped', 'cancelled']);
    expect(adminNextStatuses(cod('delivered'))).toEqual([]);
  });
  it('records cash received only for live cash-on-delivery orders', () => {
    expect(markPaidRefusal(cod('delivered'))).toBeNull();
    expect(markPaidRefusal(cod('pending'))).toBeNull();
    expect(markPaidRefusal(cod('delivered', 'paid'))).toBe('This order is already paid');
    expect(markPaidRefusal(cod('delivered', 'refunded'))).toBe('This order was refunded: its cash came in and went back');
    expect(markPaidRefusal(cod('cancelled', 'cancelled'))).toBe('A cancelled order cannot be marked paid');
    expect(markPaidRefusal(online('shipped', 'paid'))).toBe('Only Cash on Delivery orders can be marked paid');
  });
});
