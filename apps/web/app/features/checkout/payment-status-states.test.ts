import { describe, expect, it } from 'vitest';
import {
  isThisOrder, keepsPolling, NO_ORDER_ID_MESSAGE, PAYMENT_STATES, paymentPageOutcome, resolveOrderId, settlesPendingOrder,
  stateForErrorParam, stateForOnlinePayment, VERIFY_FAILED_MESSAGE, type PaymentPageInputs,
} from './payment-status-states';

const ready = <T>(value: T) => ({ kind: 'ready', value }) as const;
const loading = { kind: 'loading' } as const;
const failed = (notFound = false) => ({ kind: 'error', notFound }) as const;
const online = (paymentStatus: string) => ready({ paymentMethod: 'ONLINE', paymentStatus });

function outcome(overrides: Partial<PaymentPageInputs>) {
  return paymentPageOutcome({ errorParam: null, orderId: 'DH-2026-000001', order: loading, verification: loading, ...overrides });
}

describe('payment status page titles (account §2, §8)', () => {
  it.each([
    ['cod', 'Order Confirmed!'],
    ['paid', 'Payment Successful!'],
    ['failed', 'Payment Failed'],
    ['cancelled', 'Payment Cancelled'],
    ['pending', 'Payment Processing'],
    ['unknown', 'Unable to Check Payment Status'],
    ['signature_error', 'Security Check Failed'],
    ['order_error', 'Order Not Found'],
    ['verification_error', 'Payment Verification Issue'],
    ['processing_error', 'Payment Processing Issue'],
    ['error', 'Payment Issue'],
  ] as const)('%s is titled %s', (state, title) => {
    expect(PAYMENT_STATES[state].title).toBe(title);
  });

  it('failed offers Try Again (checkout) first, then Go to Cart', () => {
    expect(PAYMENT_STATES.failed.actions.slice(0, 2)).toEqual(['checkout', 'cart']);
  });

  it('order_not_found offers the orders, support and home', () => {
    expect(PAYMENT_STATES.order_error.actions).toEqual(['orders', 'contact', 'home']);
  });

  it('only paid and cod count down to the confirmation; pending can be refreshed', () => {
    const counting = Object.entries(PAYMENT_STATES).filter(([, view]) => view.countdown).map(([state]) => state);
    expect(counting.sort()).toEqual(['cod', 'paid']);
    expect(PAYMENT_STATES.pending.actions).toContain('refresh');
  });
});

describe('stateForErrorParam', () => {
  it.each([
    ['invalid_signature', 'signature_error'],
    ['missing_order_id', 'missing_data_error'],
    ['order_not_found', 'order_error'],
    ['verification_failed', 'verification_error'],
    ['processing_failed', 'processing_error'],
    ['something_else', 'error'],
    ['', 'error'],
  ] as const)('%s → %s', (value, state) => {
    expect(stateForErrorParam(value)).toBe(state);
  });
});

describe('stateForOnlinePayment', () => {
  it.each([
    ['paid', 'paid'], ['failed', 'failed'], ['cancelled', 'cancelled'], ['pending', 'pending'], ['refunded', 'unknown'], ['weird', 'unknown'],
  ] as const)('%s → %s', (status, state) => {
    expect(stateForOnlinePayment(status)).toBe(state);
  });
});

describe('resolveOrderId', () => {
  it('prefers the path, then the query, then the pending order on this device', () => {
    expect(resolveOrderId('A', 'B', 'C')).toBe('A');
    expect(resolveOrderId(undefined, 'B', 'C')).toBe('B');
    expect(resolveOrderId(undefined, null, 'C')).toBe('C');
    expect(resolveOrderId(undefined, '  ', null)).toBe('');
  });
});

describe('paymentPageOutcome', () => {
  it('an error query value wins over everything, and needs no order', () => {
    expect(outcome({ errorParam: 'invalid_signature', order: online('paid') })).toEqual({ state: 'signature_error', detail: null });
    expect(outcome({ errorParam: 'missing_order_id', orderId: '' }).state).toBe('missing_data_error');
  });

  it('no order id at all says so', () => {
    expect(outcome({ orderId: '' })).toEqual({ state: 'missing_data_error', detail: NO_ORDER_ID_MESSAGE });
  });

  it('waits for the order, then shows COD as confirmed without verification', () => {
    expect(outcome({}).state).toBe('loading');
    expect(outcome({ order: ready({ paymentMethod: 'COD', paymentStatus: 'pending' }) }).state).toBe('cod');
  });

  it('an order that is not there, or will not load', () => {
    expect(outcome({ order: failed(true) }).state).toBe('not_found');
    expect(outcome({ order: failed(false) }).state).toBe('unknown');
  });

  it('an online order waits for the verification and shows its answer', () => {
    expect(outcome({ order: online('pending') }).state).toBe('loading');
    for (const status of ['paid', 'failed', 'cancelled', 'pending'] as const) {
      expect(outcome({ order: online('pending'), verification: ready({ paymentStatus: status }) }).state).toBe(status);
    }
  });

  it('when verification fails, a settled order still shows; an unsettled one is unknown with the message', () => {
    expect(outcome({ order: online('paid'), verification: failed() })).toEqual({ state: 'paid', detail: null });
    expect(outcome({ order: online('pending'), verification: failed() })).toEqual({ state: 'unknown', detail: VERIFY_FAILED_MESSAGE });
    expect(outcome({ order: online('pending'), verification: failed(true) }).state).toBe('not_found');
  });
});

describe('polling and the pending order on this device', () => {
  it('re-checks only while pending', () => {
    expect(keepsPolling('pending')).toBe(true);
    expect(keepsPolling('paid')).toBe(false);
    expect(keepsPolling(undefined)).toBe(false);
  });

  it('final states clear pendingOrderId; waiting and error pages keep it', () => {
    for (const state of ['cod', 'paid', 'failed', 'cancelled', 'not_found'] as const) expect(settlesPendingOrder(state)).toBe(true);
    for (const state of ['loading', 'pending', 'unknown', 'signature_error', 'verification_error', 'error'] as const) expect(settlesPendingOrder(state)).toBe(false);
  });

  it('matches the stored id against either of the order ids', () => {
    expect(isThisOrder('DH-2026-000001', ['abc', undefined, 'DH-2026-000001'])).toBe(true);
    expect(isThisOrder('other', ['abc', 'DH-2026-000001'])).toBe(false);
    expect(isThisOrder(null, ['abc'])).toBe(false);
    expect(isThisOrder('', [''])).toBe(false);
  });
});
