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
} as const;

/** Everything: what a cache drops when it may have missed a change (a lost connection). */
export const ALL_TAGS = '*';
