/** The cart module's public face: what other modules may use. */
export { CART_FULL_MESSAGE, PRODUCT_NOT_FOUND, VARIANT_NOT_FOUND, countCartLines, findProductForCart, requireAvailableProduct, withCart } from './cart.service.ts';
export { cartOptions, loadCart, toCartDto, type AppliedCoupon, type Cart, type CartLine, type CartLineVariant, type CartOptions } from './load-cart.ts';
