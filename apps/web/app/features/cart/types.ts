import type { AppliedCouponDto, CartDto, CartItemDto, LineVariantDto, ShippingResult } from '@dhatu/domain/contracts';
import type { Product } from '../catalogue';

/**
 * The cart answers are the contract's (@dhatu/domain/contracts, cart.ts): every cart call answers
 * the whole cart with current prices and totals, in rupees. The rest are the screens' own shapes.
 */
export type { ShippingResult };
export type AppliedCoupon = AppliedCouponDto;
export type ServerCart = CartDto;
export type ServerCartItem = CartItemDto;

/** What a cart row needs of a product; the guest cart keeps this much on the device. */
export type CartProduct = Pick<Product, '_id' | 'name' | 'price' | 'discount' | 'images'> & {
  /** Unknown for a device copy written before stock was kept. */
  stock?: number;
  /** The chosen variant of a product with options (price, discount, stock and picture above are its own). */
  variant?: LineVariantDto;
};

/** One row of whichever cart is active. */
export interface CartLine {
  product: CartProduct;
  quantity: number;
  /** Discounted price × quantity, in rupees. */
  lineTotal: number;
  /** The server line's id; null for a guest line. */
  cartItemId: string | null;
  /** The per-order limit the server told of (signed-in carts); a guest learns it when the cart merges. */
  maxPerOrder?: number;
}

/** The price summary, in rupees (storefront §9): the server's figures, or the guest cart's own. */
export type CartSummary = Pick<
  ServerCart,
  | 'originalSubtotal' | 'subtotal' | 'productDiscount' | 'couponDiscount' | 'shippingFee' | 'isFreeShipping'
  | 'minOrderForFree' | 'remainingForFreeShipping' | 'total' | 'itemCount'
>;

/** The active cart as every screen reads it, guest or signed in. */
export interface CartView {
  lines: CartLine[];
  summary: CartSummary;
  appliedCoupon: AppliedCoupon | null;
}
