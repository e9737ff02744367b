import type { CouponDiscountType } from '@dhatu/domain';
import type { Product } from '../catalogue/types';

/**
 * Shapes of the cart answers (apps/api/src/modules/cart/cart.schemas.ts; storefront §3 Cart).
 * Every cart call answers the whole cart with current prices and totals, in rupees.
 */

export interface AppliedCoupon {
  code: string;
  discountType: CouponDiscountType;
  /** Percent for percentage types; rupees for fixed. */
  discountValue: number;
  description: string;
  /** '10% OFF', '₹200 OFF', '20% OFF up to ₹500'. */
  label: string;
  /** What the coupon takes off this cart, in rupees. */
  discountAmount: number;
}

export interface ServerCartItem {
  /** The cart line's own id: DELETE /api/cart/{_id} removes it. */
  _id: string;
  product: Product;
  quantity: number;
  lineTotal: number;
}

export interface ServerCart {
  items: ServerCartItem[];
  appliedCoupon: AppliedCoupon | null;
  couponDiscount: number;
  originalSubtotal: number;
  subtotal: number;
  productDiscount: number;
  shippingFee: number;
  isFreeShipping: boolean;
  minOrderForFree: number;
  remainingForFreeShipping: number;
  total: number;
  itemCount: number;
  /** Why the cart changed on its own (products gone, quantities lowered, a coupon dropped); said once. */
  notices: string[];
}

/** POST /api/shipping/calculate (storefront §3 Shipping result), in rupees. */
export interface ShippingResult {
  shippingFee: number;
  isFreeShipping: boolean;
  minOrderForFree: number;
  remainingForFreeShipping: number;
}

/** What a cart row needs of a product; the guest cart keeps this much on the device. */
export type CartProduct = Pick<Product, '_id' | 'name' | 'price' | 'discount' | 'images'> & {
  /** Unknown for a device copy written before stock was kept. */
  stock?: number;
};

/** One row of whichever cart is active. */
export interface CartLine {
  product: CartProduct;
  quantity: number;
  /** Discounted price × quantity, in rupees. */
  lineTotal: number;
  /** The server line's id; null for a guest line. */
  cartItemId: string | null;
}

/** The price summary, in rupees (storefront §9). */
export interface CartSummary {
  originalSubtotal: number;
  subtotal: number;
  productDiscount: number;
  couponDiscount: number;
  shippingFee: number;
  isFreeShipping: boolean;
  minOrderForFree: number;
  remainingForFreeShipping: number;
  total: number;
  itemCount: number;
}

/** The active cart as every screen reads it, guest or signed in. */
export interface CartView {
  lines: CartLine[];
  summary: CartSummary;
  appliedCoupon: AppliedCoupon | null;
}
