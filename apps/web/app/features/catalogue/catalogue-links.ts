/** URLs of the product list (storefront §2 route table), built in one place. */

export function categoryListHref(categoryId: string): string {
  return `/products?${new URLSearchParams({ categories: categoryId })}`;
}

export function searchListHref(term: string): string {
  return `/products?${new URLSearchParams({ search: term })}`;
}

/** /products/{material}: the list route resolves the name to its category id. */
export function materialListHref(categoryName: string): string {
  return `/products/${encodeURIComponent(categoryName.trim().toLowerCase())}`;
}

/** A product's page; with a variant, the page opens on that choice (?variant=, shareable). */
export function productHref(productId: string, variantId?: string | null): string {
  const path = `/products/id/${encodeURIComponent(productId)}`;
  return variantId ? `${path}?variant=${encodeURIComponent(variantId)}` : path;
}
