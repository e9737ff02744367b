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

export function productHref(productId: string): string {
  return `/products/id/${encodeURIComponent(productId)}`;
}
