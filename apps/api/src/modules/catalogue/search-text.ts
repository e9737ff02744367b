/**
 * What typo-tolerant (trigram) search matches for a product: its name and category names,
 * with its variants' SKUs, lower-cased with whitespace collapsed. Kept short on purpose: word similarity is computed on it
 * for every candidate row. Descriptions are searched by words through `products.description_tsv`.
 * The seed and the catalogue (on create and update) both build it here.
 */
export interface SearchTextParts {
  name: string;
  categoryName?: string | null;
  subcategoryName?: string | null;
  /** SKUs of its variants on sale: a search for a SKU finds the product (issue 26). */
  skus?: readonly string[];
}

export function buildSearchText({ name, categoryName, subcategoryName, skus = [] }: SearchTextParts): string {
  return [name, categoryName ?? '', subcategoryName ?? '', ...skus]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
