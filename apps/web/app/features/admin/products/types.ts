import type { PageInfo } from '../admin-request';

/** Shapes of /api/admin/products (apps/api/src/modules/admin/catalogue/schemas.ts); money in whole rupees. */
export interface Ref {
  _id: string;
  name: string;
}

export interface AdminProductSummary {
  _id: string;
  name: string;
  price: number;
  discount: number;
  salePrice: number;
  stock: number;
  category: Ref;
  subcategory: Ref | null;
  /** Widest renditions, in display order. */
  images: string[];
  isFeatured: boolean;
  isNew: boolean;
  inFestive: boolean;
  isHidden: boolean;
  updatedAt: string;
}

export interface AdminProduct extends AdminProductSummary {
  slug: string;
  description: string;
  productDescription: string;
  festivePosition: number | null;
  ratings: number;
  reviewsCount: number;
  createdAt: string;
}

export interface AdminProductList extends PageInfo {
  products: AdminProductSummary[];
}

export type ProductVisibility = 'visible' | 'hidden' | 'all';

export interface ProductListFilters {
  search: string;
  status: string;
  categoryId: string;
  page: number;
}

/** DELETE answers one or the other: never ordered → gone; ordered before → hidden for good. */
export type ProductDeleted = { deleted: true } | { archived: true };
