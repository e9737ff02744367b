/**
 * PLACEHOLDER for the catalogue work: 'Similar Products' (one random product per category, topped up
 * to SIMILAR_LIMIT from SIMILAR_TOP_UP_POOL others), shown on the home page and the product page.
 * Renders nothing until then.
 */
export function SimilarProductsSection(_props: { productId?: string }) {
  return null;
}
