import { z } from 'zod';
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDER_STATUSES } from '../orders.ts';
import { freeText } from './fields.ts';

/** A courier's name and a tracking number, as every shipment (an order's, an exchange's) takes them. */
export const COURIER = { min: 2, max: 60 } as const;
export const TRACKING_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{2,38}[A-Za-z0-9]$/;

/** Blank (or missing) text counts as not given, so a form may always send both fields. */
const blankAsMissing = (value: string | undefined) => (value ? value : undefined);
const courier = freeText('Courier').optional().transform(blankAsMissing);
const optionalTrimmed = z.string().trim().optional().transform(blankAsMissing);

/**
 * POST /api/admin/orders/{id}/status. Marking an order shipped needs the courier and the tracking
 * number; the other statuses take neither. The courier is free text (one line, no hidden
 * characters); the tracking number comes out trimmed, internal runs of spaces kept as typed
 * (couriers print them that way; its pattern allows nothing else).
 */
export const adminOrderStatusSchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.chooseStatus }),
  courier,
  trackingNumber: optionalTrimmed,
}).strict().superRefine((body, ctx) => {
  if (body.status !== 'shipped') {
    if (body.courier !== undefined || body.trackingNumber !== undefined) {
      const path = body.courier !== undefined ? 'courier' : 'trackingNumber';
      ctx.addIssue({ code: 'custom', path: [path], message: ADMIN_ORDER_MESSAGES.shippingDetailsOnlyWhenShipping });
    }
    return;
  }
  if (body.courier === undefined) ctx.addIssue({ code: 'custom', path: ['courier'], message: ADMIN_ORDER_MESSAGES.courierRequired });
  else if (body.courier.length < COURIER.min || body.courier.length > COURIER.max) {
    ctx.addIssue({ code: 'custom', path: ['courier'], message: ADMIN_ORDER_MESSAGES.courierLength });
  }
  if (body.trackingNumber === undefined) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ADMIN_ORDER_MESSAGES.trackingRequired });
  else if (!TRACKING_PATTERN.test(body.trackingNumber)) {
    ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ADMIN_ORDER_MESSAGES.trackingInvalid });
  }
});
export type AdminOrderStatusInput = z.input<typeof adminOrderStatusSchema>;
export type AdminOrderStatusChange = z.output<typeof adminOrderStatusSchema>;
