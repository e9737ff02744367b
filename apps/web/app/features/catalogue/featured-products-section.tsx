/**
 * PLACEHOLDER for the catalogue work: the home page's 'Featured Products' (GET /api/products/featured,
 * FEATURED_LIMIT = 8; empty text 'No products found.'). Renders nothing until then.
 */
export function FeaturedProductsSection() {
  return null;
}
