/** The settings module's public face: what other modules may use. */
export { readOrderLimits, saveOrderLimits, type StoredOrderLimits } from './order-limits.ts';
