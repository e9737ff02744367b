import type { BannerDto, CategoryDto, SubcategoryDto } from '@dhatu/domain/contracts';
import type { ShopSettings } from '../../lib/load-context';

/** GET /api/banners, /api/categories and /api/categories/subcategories/all answer the contract's shapes. */
export type Banner = BannerDto;
export type Category = CategoryDto;
export type Subcategory = SubcategoryDto;

/** What every page gets once at start (storefront §4 App data). */
export interface AppData {
  /** Ascending by order. */
  banners: Banner[];
  categories: Category[];
  subcategories: Subcategory[];
  /** The silver, brass and aluminium categories, in that order. */
  materialCategories: Category[];
  /** The server's message or 'Failed to load app data' when loading failed; the lists are then empty. */
  error: string | null;
}

export type { ShopSettings };
