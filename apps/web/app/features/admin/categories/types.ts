/** /api/admin/categories and /api/admin/subcategories answer the contract's shapes. */
export type { AdminCategory, AdminCategoryList, AdminSubcategory, AdminSubcategoryList } from '@dhatu/domain/contracts';
