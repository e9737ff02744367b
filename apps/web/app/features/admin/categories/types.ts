import type { PageInfo } from '../admin-request';

/** Shapes of /api/admin/categories and /api/admin/subcategories (admin/catalogue/schemas.ts). */
export interface AdminCategory {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  position: number;
  productCount: number;
  subcategoryCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminSubcategory {
  _id: string;
  name: string;
  slug: string;
  categoryId: string;
  categoryName: string;
  image: string | null;
  position: number;
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminCategoryList extends PageInfo {
  categories: AdminCategory[];
}

export interface AdminSubcategoryList extends PageInfo {
  subcategories: AdminSubcategory[];
}
