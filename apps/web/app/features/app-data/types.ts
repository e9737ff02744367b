import type { ShopSettings } from '../../lib/load-context';

/** Shapes of GET /api/banners, /api/categories and /api/categories/subcategories/all (storefront §3). */
export interface Banner {
  _id: string;
  order?: number | null;
  material: string;
  title: string;
  description?: string | null;
  link?: string | null;
  image: string;
  mobileImage?: string | null;
}

export interface Category {
  _id: string;
  name: string;
  image?: string | null;
}

export interface Subcategory {
  _id: string;
  name: string;
  /** An id, or (from some sources) the parent category object. */
  parentCategory: string | { _id: string };
}

/** What every page gets once at start (storefront §4 App data). */
export interface AppData {
  /** Ascending by order; a missing order counts as 0. */
  banners: Banner[];
  categories: Category[];
  subcategories: Subcategory[];
  /** The silver, brass and aluminium categories, in that order. */
  materialCategories: Category[];
  /** The server's message or 'Failed to load app data' when loading failed; the lists are then empty. */
  error: string | null;
}

export type { ShopSettings };
