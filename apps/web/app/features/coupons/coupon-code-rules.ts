// The coupon code rules (shared with the API), in their own module: the cart page loads them, and
// the validation library behind them, only when a shopper types a code.
export { applyCouponSchema } from '@dhatu/domain';
