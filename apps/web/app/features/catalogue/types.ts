import type { BulkBanners, FestiveCollection, LineVariantDto, NamedRef, ProductDto, ProductList } from '@dhatu/domain/contracts';

/** The catalogue answers are the contract's (@dhatu/domain/contracts, catalogue.ts); the rest are the pages' own shapes. */
export type { NamedRef };
export type Product = ProductDto;

/** What a product card needs, so wishlist and order screens can pass the products they hold. */
export type CardProduct = Pick<Product, '_id' | 'name' | 'price' | 'discount' | 'images'> &
  Partial<Pick<Product, 'ratings' | 'reviewsCount' | 'stock' | 'category' | 'options' | 'variants'>> & {
    /** A product with variants whose prices differ: the card says 'From ₹X' (the cheapest in stock). */
    pricesVary?: boolean;
    /** The variant chosen on the product page: price, discount, stock and picture above are its own. */
    variant?: LineVariantDto;
  };

/** A list page: the answer's paging with its products cut down to what a card shows. */
export type ProductListResult = Omit<ProductList, 'products'> & { products: CardProduct[] };

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
  collection: Settled<FestiveCollection>;
  products: Settled<{ products: CardProduct[]; failedIds: string[] }>;
  banners: Settled<BulkBanners>;
}
