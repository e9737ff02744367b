import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed, with readable values', () => {
    expect(auditChanges({ status: 'pending', courier: null, total: 948 }, { status: 'shipped', courier: 'Delhivery', total: 948 })).toEqual([
      { field: 'status', from: 'pending', to: 'shipped' },
      { field: 'courier', from: '—', to: 'Delhivery' },
    ]);
  });

  it('shows fields that appear or disappear', () => {
    expect(auditChanges(null, { isHidden: true })).toEqual([{ field: 'isHidden', from: '—', to: 'true' }]);
    expect(auditChanges({ code: 'DIWALI10' }, null)).toEqual([{ field: 'code', from: 'DIWALI10', to: '—' }]);
  });

  it('treats missing and null alike, and shows dates and restocked lines readably', () => {
    expect(
      auditChanges(
        { status: 'pending' },
        { status: 'cancelled', couponReturned: null, cancelledAt: '2026-11-21T14:46:01.127Z', restocked: [{ name: 'Brass Diya', quantity: 2, productId: 'p1' }] },
      ),
    ).toEqual([
      { field: 'status', from: 'pending', to: 'cancelled' },
      { field: 'cancelledAt', from: '—', to: '21 Nov 2026, 8:16 pm' },
      { field: 'restocked', from: '—', to: 'Brass Diya × 2' },
    ]);
  });

  it('is empty when nothing was recorded', () => {
    expect(auditChanges(undefined, undefined)).toEqual([]);
  });
});

describe('auditActionLabel', () => {
  it('names known actions and keeps unknown ones as written', () => {
    expect(auditActionLabel('order.cancel')).toBe('Cancelled');
    expect(auditActionLabel('order.refund')).toBe('order.refund');
  });
});
