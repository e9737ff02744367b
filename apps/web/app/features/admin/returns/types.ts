/** /api/admin/returns answers the contract's shapes: a request with its order, customer and what a refund would pay. */
export type { AdminReturnDto as AdminReturn, AdminReturnList } from '@dhatu/domain/contracts';

/** The queue's filters as the page keeps them in the address ('' status: the open requests). */
export interface ReturnListFilters {
  status: string;
  q: string;
  page: number;
}
