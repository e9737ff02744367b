/**
 * PLACEHOLDER for the catalogue work: the home page's 'New Arrivals' (GET /api/products/new,
 * NEW_ARRIVALS_LIMIT = 6; empty text 'No new arrivals found.'). Renders nothing until then, so the
 * home page never shows made-up products.
 */
export function NewArrivalsSection() {
  return null;
}
