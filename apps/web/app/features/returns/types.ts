import type { ReturnRequestDto } from '@dhatu/domain/contracts';

/** A return request and the order's return list as GET/POST /api/orders/{id}/returns answer them (the contract's). */
export type { OrderItemDto as OrderItem, ReturnList, ReturnRequestDto as ReturnRequest } from '@dhatu/domain/contracts';
export type ReturnEvent = ReturnRequestDto['timeline'][number];
export type RefundSummary = NonNullable<ReturnRequestDto['refund']>;
/** POST /api/orders/{id}/returns answers 201 `{ request }`. */
export interface ReturnAnswer {
  request: ReturnRequestDto;
}
