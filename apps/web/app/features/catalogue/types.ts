import type { Banner } from '../app-data/types';

/** Shapes of the catalogue answers (apps/api/src/modules/catalogue/products.schemas.ts; storefront §3). */

export interface NamedRef {
  _id: string;
  name: string;
}

export interface Product {
  _id: string;
  name: string;
  slug: string;
  /** Rupees before discount. */
  price: number;
  /** Percent off. */
  discount: number;
  /** What the shopper pays, in rupees (the server's figure; the page shows discountedPrice() of the domain). */
  discountedPrice: number;
  stock: number;
  images: string[];
  /** Multi-line text. */
  description: string;
  /** Multi-line 'Label: value' details. */
  productDescription: string;
  /** Average rating, one decimal; 0 without reviews. */
  ratings: number;
  reviewsCount: number;
  averageRating: number;
  numReviews: number;
  category: NamedRef;
  subcategory: NamedRef | null;
  isFeatured: boolean;
  isNew: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a product card needs, so wishlist and order screens can pass the products they hold. */
export type CardProduct = Pick<Product, '_id' | 'name' | 'price' | 'discount' | 'images'> &
  Partial<Pick<Product, 'ratings' | 'reviewsCount' | 'stock' | 'category'>>;

export interface ProductListResult {
  products: CardProduct[];
  total: number;
  page: number;
  pages: number;
}

/** A home or detail-page product section: failures give an empty list (storefront §8). */
export interface ProductSectionData {
  products: CardProduct[];
  /** The call failed; the section then shows its empty text. */
  error: boolean;
}

/** One half of the festive page's data: what it holds, or that it failed. */
export type Settled<T> = { ok: true; value: T } | { ok: false };

export interface FestiveFetch {
  /** GET /api/products/festive answered. */
  collection: Settled<{ productIds: string[]; bannerIds: string[] }>;
  products: Settled<{ products: CardProduct[]; failedIds: string[] }>;
  banners: Settled<{ banners: Banner[]; failedIds: string[] }>;
}
