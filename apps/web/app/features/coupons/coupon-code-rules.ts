// The coupon code rules (shared with the API), in their own module: the cart page loads them, and
// the validation library behind them, only when a shopper types a code.
import { zodResolver } from '@hookform/resolvers/zod';
import { applyCouponSchema } from '@dhatu/domain';

/** The code box's react-hook-form resolver: 'Please enter a coupon code', then the code's characters. */
export const couponCodeResolver = zodResolver(applyCouponSchema);
