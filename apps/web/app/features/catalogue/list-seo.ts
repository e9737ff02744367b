import { productListSearchParams, type ProductListState } from '@dhatu/domain';
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_DESCRIPTION, pageTitle } from '../../lib/seo';
import type { Category } from '../app-data';

/**
 * The list's canonical URL: the plain list, or the one-category list (a real landing page such as
 * 'Brass'), plus the page number. Sorted, price-filtered or subcategory variants point at it, so
 * they do not compete with it in search results.
 */
export function listCanonicalPath(state: ProductListState): string {
  const oneCategory = state.categories.length === 1 && state.subcategories.length === 0 && state.priceRanges.length === 0;
  const params = productListSearchParams({ categories: oneCategory ? state.categories : [], page: state.page });
  const query = params.toString();
  return `/products${query ? `?${query}` : ''}`;
}

export function listTitle(state: ProductListState, category: Category | undefined): string {
  if (state.search) return pageTitle(`Search results for “${state.search}”`);
  const base = category ? `Handcrafted ${category.name.trim()}` : 'All Products';
  return pageTitle(state.page > 1 ? `${base} (Page ${state.page})` : base);
}

export function listDescription(state: ProductListState, category: Category | undefined): string {
  if (state.search) return `Handcrafted products matching “${state.search}” at Dhatu: silver, brass and aluminium pieces made by Indian artisans.`;
  if (category) {
    const name = category.name.trim();
    return `Shop handcrafted ${name.toLowerCase()} homeware, jewellery and decor made by Indian artisans. Prices in rupees, delivery across India.`;
  }
  return DEFAULT_DESCRIPTION;
}

/**
 * Title, description, canonical and Open Graph tags for the list. Search results are kept out of
 * the index (they are endless near-duplicates) but their links are still followed.
 */
export function listMeta(state: ProductListState, category: Category | undefined, origin: string): MetaDescriptor[] {
  const title = listTitle(state, category);
  const description = listDescription(state, category);
  const url = origin + listCanonicalPath(state);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
  if (state.search) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
