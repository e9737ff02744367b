import { deliveryDatesText, formatDateTime, formatDeliveryDate, formatPaise, PAYMENT_METHOD_LABELS, type PaymentMethod, type PaymentStatus } from '@dhatu/domain';
import type { ORDER_NOTIFICATION_EVENTS, OrderAddress } from '../../db/schema/index.ts';
import { oneLine } from '../../lib/mailer.ts';

export type OrderEvent = (typeof ORDER_NOTIFICATION_EVENTS)[number];

/** What the notices read from the shop's settings. */
export interface NoticeSettings {
  shopName: string;
  /** Where the shop is (links to the customer's order page in e-mails). */
  publicUrl: string;
}

/** The order as a notice needs it: read in the transaction that makes the change. */
export interface NoticeOrder {
  orderNumber: string;
  userName: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalPaise: number;
  shippingFeePaise: number;
  createdAt: Date;
  courier: string | null;
  trackingNumber: string | null;
  shippingAddress: OrderAddress;
  items: readonly { name: string; quantity: number; lineTotalPaise: number }[];
  /** The delivery window promised at checkout (India dates); absent on orders before promises. */
  deliveryMinDate?: string | null;
  deliveryMaxDate?: string | null;
}

/** ' Delivery by Fri, 5 Dec.' for the SMS (the latest date: a promise kept short), or nothing. */
const smsPromise = (order: NoticeOrder) => (order.deliveryMaxDate ? ` Delivery by ${formatDeliveryDate(order.deliveryMaxDate)}.` : '');

/**
 * An SMS amount: 'Rs.1,499' (en-IN grouping). The ₹ sign is outside the GSM alphabet, and one
 * such character makes the whole SMS Unicode, with 70 characters a part instead of 160.
 */
export function smsRupees(paise: number): string {
  return formatPaise(paise).replace('₹', 'Rs.');
}

const shippedWith = (order: NoticeOrder) => `${oneLine(order.courier ?? 'our courier', 60)}, tracking number ${oneLine(order.trackingNumber ?? '-', 40)}`;

/** The SMS text of an order event: short, one part (160 GSM characters) for usual names and numbers. */
export function orderSms(event: OrderEvent, order: NoticeOrder, { shopName }: NoticeSettings): string {
  const shop = oneLine(shopName, 30);
  switch (event) {
    case 'order_placed': {
      const how = order.paymentMethod === 'COD' ? 'pay on delivery' : 'paid online';
      return `${shop}: Thank you! Your order ${order.orderNumber} of ${smsRupees(order.totalPaise)} (${how}) is confirmed.${smsPromise(order)} We will SMS you when it ships.`;
    }
    case 'order_shipped':
      return `${shop}: Your order ${order.orderNumber} has shipped with ${shippedWith(order)}.`;
    case 'order_delivered':
      return `${shop}: Your order ${order.orderNumber} has been delivered. Thank you for shopping with us!`;
  }
}

function addressLine(address: OrderAddress): string {
  return [address.houseNumber, address.street, address.area, address.landmark, address.city, `${address.state} ${address.pincode}`]
    .map((part) => part.trim()).filter(Boolean).join(', ');
}

/** The e-mail of an order event (plain text: every mail client shows it, nothing to escape). */
export function orderEmail(event: OrderEvent, order: NoticeOrder, settings: NoticeSettings): { subject: string; text: string } {
  const shop = oneLine(settings.shopName, 60);
  const link = new URL(`/orders/${encodeURIComponent(order.orderNumber)}`, settings.publicUrl).toString();
  const greeting = `Hello ${oneLine(order.userName, 60) || 'there'},`;
  const summary = [
    `Order: ${order.orderNumber}`,
    `Placed: ${formatDateTime(order.createdAt)}`,
    ...order.items.map((item) => `  ${item.quantity} × ${oneLine(item.name, 100)}: ${formatPaise(item.lineTotalPaise)}`),
    `Shipping: ${order.shippingFeePaise === 0 ? 'Free' : formatPaise(order.shippingFeePaise)}`,
    ...(order.deliveryMinDate && order.deliveryMaxDate ? [deliveryDatesText({ minDate: order.deliveryMinDate, maxDate: order.deliveryMaxDate })] : []),
    `Total: ${formatPaise(order.totalPaise)} (${PAYMENT_METHOD_LABELS[order.paymentMethod]}${order.paymentStatus === 'paid' ? ', paid' : ''})`,
    `Delivering to: ${addressLine(order.shippingAddress)}`,
  ];
  const sign = ['', `See your order: ${link}`, '', `— ${shop}`];
  switch (event) {
    case 'order_placed':
      return {
        subject: `Your ${shop} order ${order.orderNumber} is confirmed`,
        text: [greeting, '', `Thank you for shopping with ${shop}. We have your order and will let you know when it ships.`, '', ...summary, ...sign].join('\n'),
      };
    case 'order_shipped':
      return {
        subject: `Your ${shop} order ${order.orderNumber} has shipped`,
        text: [greeting, '', `Your order is on its way with ${shippedWith(order)}.`, '', ...summary, ...sign].join('\n'),
      };
    case 'order_delivered':
      return {
        subject: `Your ${shop} order ${order.orderNumber} has been delivered`,
        text: [greeting, '', 'Your order has been delivered. We hope you love it, and thank you for shopping with us.', '', ...summary, ...sign].join('\n'),
      };
  }
}
