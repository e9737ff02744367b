import type { OrderDto } from '@dhatu/domain/contracts';

/** What the returns section needs of an order (given by the orders feature, which it does not import). */
export type ReturnableOrder = Pick<OrderDto, '_id' | 'orderId' | 'paymentMethod' | 'items'>;
