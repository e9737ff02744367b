/**
 * What a cached answer shows, named once. A page or a JSON answer is stored with the tags of what
 * it read; a change publishes the tags it touched (ChangeBus), and every cache on every instance
 * drops exactly the entries carrying one of them.
 *
 * - product:<id> — that product's page, and every list, home band or search page showing it.
 * - catalogue — which products a list holds or in what order (a product added, removed, hidden
 *   or shown, moved to another category, or repriced when lists sort or filter by price).
 * - categories, banners, settings, coupons — the shop-wide pieces every page's shell reads.
 */
export const cacheTags = {
  product: (id: string) => `product:${id}`,
  catalogue: 'catalogue',
  categories: 'categories',
  banners: 'banners',
  settings: 'settings',
  coupons: 'coupons',
  /** The delivery zones or settings (issue 22): each instance's rule index (modules/delivery). */
  delivery: 'delivery',
  /** The owner's search synonyms (issue 28): every instance re-reads them. */
  searchSynonyms: 'search-synonyms',
} as const;

/** Everything: what a cache drops when it may have missed a change (a lost connection). */
export const ALL_TAGS = '*';

/**
 * Product fields that decide which lists hold a product, where it sorts (price, sale price) or
 * matches a search (name): changing one touches `catalogue` too. Stock, descriptions, images and
 * the like show only on the product itself (its page, its card): product:<id> is enough.
 */
const LIST_FIELDS: ReadonlySet<string> = new Set(['name', 'price', 'discount', 'category', 'subcategory', 'isHidden', 'inFestive', 'isFeatured', 'isNew']);

/** What an edit of a product touched: the fields sent (a patch body), or every field (create, delete). */
export function productChangeTags(id: string, fields: object | 'all'): string[] {
  const listed = fields === 'all' || Object.keys(fields).some((field) => LIST_FIELDS.has(field));
  return listed ? [cacheTags.product(id), cacheTags.catalogue] : [cacheTags.product(id)];
}

/**
 * Stock moved (an order placed, cancelled or released): each product's page and cards show its
 * stock message and the cart's limits, so each one's tag — never `catalogue`, lists do not filter
 * or sort by stock.
 */
export function stockChangeTags(productIds: Iterable<string>): string[] {
  return [...new Set(productIds)].map(cacheTags.product);
}
