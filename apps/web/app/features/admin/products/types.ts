import type { VISIBILITY_FILTERS } from '@dhatu/domain/contracts';

/** /api/admin/products answers the contract's shapes; money in whole rupees. */
export type { AdminProduct, AdminProductList, AdminProductSummary, ProductDeleted } from '@dhatu/domain/contracts';

export type ProductVisibility = (typeof VISIBILITY_FILTERS)[number];

/** The product list's filters as the page keeps them in the address. */
export interface ProductListFilters {
  search: string;
  status: string;
  categoryId: string;
  page: number;
}
