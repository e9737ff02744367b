import { FeaturedProducts } from './home-sections';
import type { ProductSectionData } from './types';

/** Home's 'Featured Products' (GET /api/products/featured, 8; empty text 'No products found.'), fed by fetchFeaturedProducts(). */
export function FeaturedProductsSection({ data }: { data?: ProductSectionData }) {
  return data ? <FeaturedProducts products={data.products} error={data.error} /> : null;
}
