/** The returns module's public face: what other modules may use. */
export { returnRoutes, sendPdf } from './routes.ts';
export { returnContext } from './return-context.ts';
export { approveReturn, markRefundPaid, receiveReturn, rejectReturn, sendExchange } from './return-actions.service.ts';
export { confirmProviderRefund, refundReturn } from './refund.service.ts';
export { paidPaise, refundAmount, refundedPaise } from './refund-amount.ts';
export { loadReturn, loadReturns, returnCounts, toAdminReturnDto, type LoadedReturn } from './returns.repository.ts';
export { returnStockTags } from './return-stock-tags.ts';
