import { SimilarProducts, StreamedSimilarProducts } from './home-sections';
import type { ProductSectionData } from './types';

/**
 * 'Similar Products' (one random product per category, topped up to 10), fed by
 * fetchSimilarProducts(): pass the promise unawaited to stream it after the page, or the awaited data.
 */
export function SimilarProductsSection({ data }: { data?: ProductSectionData | Promise<ProductSectionData> }) {
  if (!data) return null;
  if ('then' in data) return <StreamedSimilarProducts data={data} />;
  return <SimilarProducts products={data.products} error={data.error} />;
}
