/**
 * What trigram search matches for a product: its name, description and category names, lower-cased
 * with whitespace collapsed. The seed and the catalogue (on create and update) both build it here.
 */
export interface SearchTextParts {
  name: string;
  description?: string | null;
  categoryName?: string | null;
  subcategoryName?: string | null;
}

export function buildSearchText({ name, description, categoryName, subcategoryName }: SearchTextParts): string {
  return [name, description ?? '', categoryName ?? '', subcategoryName ?? '']
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
