import type { Banner } from '../app-data';
import type { CardProduct, FestiveFetch } from './types';

// Error texts of the festive page (account-and-checkout §8).
export const FESTIVE_BOTH_FAILED = 'Failed to load festive sale data. Please try again later.';
export const FESTIVE_NO_PRODUCTS = 'No festive products could be loaded at this time.';
export const FESTIVE_FAILED = 'Failed to load Festive Sale. Please try again later.';

export interface FestiveSale {
  products: CardProduct[];
  banners: Banner[];
  /** One of the three texts above, or null. */
  error: string | null;
}

/**
 * What the page shows from its calls:
 * - the collection or both bulk calls failed → FESTIVE_BOTH_FAILED;
 * - the collection lists products but none could be loaded (the call failed, or every id did) → FESTIVE_NO_PRODUCTS;
 * - an empty collection is no error: the page shows 'No Festive Sale Products Available'.
 * Banners that loaded are kept whatever happened to the products.
 */
export function festiveSaleFrom(fetched: FestiveFetch): FestiveSale {
  const banners = fetched.banners.ok ? fetched.banners.value.banners : [];
  const products = fetched.products.ok ? fetched.products.value.products : [];
  if (!fetched.collection.ok || (!fetched.products.ok && !fetched.banners.ok)) {
    return { products: [], banners, error: FESTIVE_BOTH_FAILED };
  }
  const wanted = fetched.collection.value.productIds.length;
  if (!fetched.products.ok || (wanted > 0 && products.length === 0)) {
    return { products: [], banners, error: FESTIVE_NO_PRODUCTS };
  }
  return { products, banners, error: null };
}

/** 'Showing 1 amazing festive product on sale' / 'Showing 18 amazing festive products on sale'. */
export function festiveCountText(count: number): string {
  return `Showing ${count} amazing festive ${count === 1 ? 'product' : 'products'} on sale`;
}

/**
 * Embla's `duration` is not milliseconds but the stiffness of its scroll spring, stepped at 60 fps
 * with friction 0.68. Simulating that spring, a value of n settles (within 1 % of the distance)
 * after about 30·n ms, so 1000 ms of animation is a duration of about 33 (embla recommends 20-60).
 */
export function emblaDurationFor(ms: number): number {
  return Math.min(60, Math.max(20, Math.round(ms / 30)));
}
