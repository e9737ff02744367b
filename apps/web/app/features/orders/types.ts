/** An order as every /api/orders call answers it (account §3 Order): the contract's, money in rupees. */
export type {
  InvoiceCheck, OrderAddressDto as OrderAddress, OrderDto as Order, OrderItemDto as OrderItem, OrderList, PaymentOptions,
  PaymentVerification,
} from '@dhatu/domain/contracts';
