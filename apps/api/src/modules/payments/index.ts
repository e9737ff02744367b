/** The payments module's public face: what other modules may use. */
export { paidPaymentId } from './paid-payment.ts';
export {
  isPaymentProvider, paymentProviderNamed, RefundRefused,
  type PaymentProvider, type ProviderRefund, type RefundReport, type RefundRequest,
} from './payment-provider.ts';
