import type { AddressLabel, OrderStatus, PaymentMethod, PaymentStatus } from '@dhatu/domain';

/**
 * An order as every /api/orders call answers it (apps/api/src/modules/orders/orders.schemas.ts;
 * account §3 Order), money in rupees.
 */
export interface OrderAddress {
  label: AddressLabel | null;
  houseNumber: string;
  street: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface OrderItem {
  _id: string;
  product: { _id: string; name: string; slug: string; images: string[]; price: number; discount: number };
  quantity: number;
  /** One unit after the product discount. */
  price: number;
  lineTotal: number;
  couponDiscount: number;
}

export interface Order {
  _id: string;
  orderId: string;
  createdAt: string;
  status: OrderStatus | 'canceled';
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paymentVerifiedAt: string | null;
  userName: string;
  userPhone: string;
  user: { name: string; phone: string };
  receiverName: string | null;
  receiverPhone: string | null;
  items: OrderItem[];
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  billingAddressSameAsShipping: boolean;
  originalSubtotal: number;
  subtotal: number;
  productDiscount: number;
  couponDiscount: number;
  totalDiscount: number;
  couponCode: string | null;
  shippingFee: number;
  total: number;
  itemCount: number;
  paymentUrl: string | null;
  tracking: { courier: string | null; trackingNumber: string | null; shippedAt: string | null } | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  canCancel: boolean;
  cancelDeadline: string;
  invoiceNumber: string | null;
}

/** GET /api/payments/verify/{orderId} (account §3 Payment verification response). */
export interface PaymentVerification {
  success: boolean;
  message: string;
  paymentStatus: PaymentStatus;
  /** The order's internal id. */
  orderId: string;
  /** The human-readable order number, 'DH-2026-000123'. */
  customOrderId: string;
  order: Order | null;
  total: number;
  verifiedAt: string | null;
}
