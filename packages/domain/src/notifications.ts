/** The notices the shop sends (kept in the notices table; the owner's order page lists them). */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export const ORDER_NOTIFICATION_EVENTS = ['order_placed', 'order_shipped', 'order_delivered'] as const;
/** A return request's steps the customer is told of (issue 23); one notice per request, step and channel. */
export const RETURN_NOTIFICATION_EVENTS = [
  'return_requested', 'return_approved', 'return_rejected', 'return_received', 'return_refunded', 'exchange_shipped',
] as const;
/**
 * Events of the whole notices table: the order events, and account notices that have no order
 * ('phone_changed': told to the old sign-in number). A text enum, checked by TypeScript only (no
 * CHECK constraint lists the events), so a new one needs no migration.
 */
export const NOTIFICATION_EVENTS = [...ORDER_NOTIFICATION_EVENTS, 'phone_changed', ...RETURN_NOTIFICATION_EVENTS] as const;
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
