import { formatShortDateTime } from '../format';

/** Readable names for the order audit actions (admin/orders service); anything else is shown as written. */
const ACTION_LABELS: Record<string, string> = {
  'order.process': 'Marked as processing',
  'order.ship': 'Marked as shipped',
  'order.deliver': 'Marked as delivered',
  'order.cancel': 'Cancelled',
  'order.mark_paid': 'Marked as paid',
  'order.clear_attention': 'Payment flag cleared',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatShortDateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Restocked lines and the like: 'Brass Diya × 2, Tealight × 1'.
  if (Array.isArray(value) && value.every((v) => isRecord(v) && typeof v.name === 'string' && typeof v.quantity === 'number')) {
    return value.map((v) => `${(v as { name: string }).name} × ${(v as { quantity: number }).quantity}`).join(', ') || '—';
  }
  return JSON.stringify(value);
}

/** Missing and null both mean "nothing". */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an audit entry changed, 'status: pending → shipped', from its before and after
 * records (objects; anything else is shown whole).
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  if (!isRecord(before) && !isRecord(after)) {
    return before === undefined && after === undefined ? [] : [{ field: 'value', from: show(before), to: show(after) }];
  }
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => !same(b[field], a[field]))
    .map((field) => ({ field, from: show(b[field]), to: show(a[field]) }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
