import { NewArrivals } from './home-sections';
import type { ProductSectionData } from './types';

/**
 * Home's 'New Arrivals' (GET /api/products/new, 6; empty text 'No new arrivals found.'), fed by the
 * home loader's fetchNewArrivals(). Without data (not wired yet) it renders nothing, so the page
 * never shows made-up products.
 */
export function NewArrivalsSection({ data }: { data?: ProductSectionData }) {
  return data ? <NewArrivals products={data.products} error={data.error} /> : null;
}
