/** The orders module's public face: what other modules may use. */
export { cancelOrderInTx, changeStock, lockProducts, releaseOrderInTx } from './cancel-order.service.ts';
export { orderStockTags } from './order-stock-tags.ts';
export { findOrder, ownOrder, toOrderDto, type OrderRow } from './orders.repository.ts';
export { type OnlinePaymentOrder, type OnlinePaymentProvider, type PaymentRegistry, type PaymentStatusQuery, type RefundOutcome, type RefundOutcomeHook, type ProviderPaymentStatus, type StartedPayment } from './payment-hook.ts';
