import { PAGE_SIZE, productListSearchParams, type ProductListState } from '@dhatu/domain';
import type {
  BulkBanners, BulkProducts, CategoryList, FestiveCollection, ProductList, ProductSection, SitemapEntries,
} from '@dhatu/domain/contracts';
import { unwrapList } from '../app-data';
import type { Banner, Category } from '../app-data';
import type { ServerApi } from '../../lib/load-context';
import { toCardProduct } from './card-product';
import type { FestiveFetch, Product, ProductListResult, ProductSectionData, Settled } from './types';

/** A catalogue call that did not answer 2xx (or did not answer at all). */
export class CatalogueApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CatalogueApiError';
  }
}

/** Calls the in-process API; anything but a 2xx becomes a CatalogueApiError carrying the server's message. */
async function call<T>(api: ServerApi, path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  let answer: { status: number; data: T };
  try {
    answer = await api<T>(path, init);
  } catch (error) {
    throw new CatalogueApiError(500, error instanceof Error ? error.message : String(error));
  }
  if (answer.status < 200 || answer.status >= 300) {
    const data = answer.data as unknown;
    const message = typeof data === 'object' && data !== null && 'message' in data ? String(data.message) : `HTTP ${answer.status}`;
    throw new CatalogueApiError(answer.status, message);
  }
  return answer.data;
}

/** GET /api/products for the list page's state (16 a page). Throws on failure. */
export async function fetchProductList(api: ServerApi, state: ProductListState): Promise<ProductListResult> {
  const query = productListSearchParams(state);
  query.set('page', String(state.page));
  query.set('limit', String(PAGE_SIZE));
  // Typed by the contract; read defensively all the same: the spec accepts a plain array too (storefront §3).
  const data: unknown = await call<ProductList>(api, `/api/products?${query}`);
  const products = unwrapList<Product>(data, 'products').map(toCardProduct);
  const wrapped = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Partial<ProductListResult>) : {};
  const total = typeof wrapped.total === 'number' ? wrapped.total : products.length;
  const pages = typeof wrapped.pages === 'number' ? wrapped.pages : Math.ceil(total / PAGE_SIZE);
  return {
    products, total, page: state.page, pages,
    capped: wrapped.capped === true,
    didYouMean: typeof wrapped.didYouMean === 'string' ? wrapped.didYouMean : null,
  };
}

/** One product, or null when the shop has no such product (404, or an id the API rejects). */
export async function fetchProduct(api: ServerApi, id: string): Promise<Product | null> {
  try {
    return await call<Product>(api, `/api/products/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof CatalogueApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** A product section that never throws: a failure gives an empty list and error: true. */
async function section(api: ServerApi, path: string, label: string): Promise<ProductSectionData> {
  try {
    return { products: unwrapList<Product>(await call<ProductSection>(api, path), 'products').map(toCardProduct), error: false };
  } catch (error) {
    console.error(`${label} failed to load`, error);
    return { products: [], error: true };
  }
}

/** Home: GET /api/products/new (6). */
export function fetchNewArrivals(api: ServerApi): Promise<ProductSectionData> {
  return section(api, '/api/products/new', 'New arrivals');
}

/** Home: GET /api/products/featured (8). */
export function fetchFeaturedProducts(api: ServerApi): Promise<ProductSectionData> {
  return section(api, '/api/products/featured', 'Featured products');
}

/** Home and product page: GET /api/products/similar (10), never the product shown. */
export function fetchSimilarProducts(api: ServerApi, excludeId?: string): Promise<ProductSectionData> {
  const query = excludeId ? `?${new URLSearchParams({ exclude: excludeId })}` : '';
  return section(api, `/api/products/similar${query}`, 'Similar products');
}

export async function fetchCategories(api: ServerApi): Promise<Category[]> {
  return unwrapList<Category>(await call<CategoryList>(api, '/api/categories'), 'categories');
}

export async function fetchSitemapProducts(api: ServerApi): Promise<SitemapEntries['products']> {
  return unwrapList<SitemapEntries['products'][number]>(await call<SitemapEntries>(api, '/api/products/sitemap'), 'products');
}

async function settle<T>(promise: Promise<T>, label: string): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    console.error(`${label} failed to load`, error);
    return { ok: false };
  }
}

/**
 * The festive collection's ids, then its products and banners fetched together with the bulk calls
 * (account §4: either may fail independently). Never throws.
 */
export async function fetchFestiveSale(api: ServerApi): Promise<FestiveFetch> {
  const collection = await settle(
    call<FestiveCollection>(api, '/api/products/festive').then((data) => ({
      productIds: data.productIds,
      bannerIds: data.bannerIds,
    })),
    'Festive collection',
  );
  if (!collection.ok) return { collection, products: { ok: false }, banners: { ok: false } };
  const { productIds, bannerIds } = collection.value;
  const none = { ok: true as const, value: { products: [], banners: [], failedIds: [] } };
  const [products, banners] = await Promise.all([
    productIds.length
      ? settle(
          call<BulkProducts>(api, '/api/products/bulk', { method: 'POST', body: { productIds } }).then((data) => ({
            products: unwrapList<Product>(data, 'products').map(toCardProduct),
            failedIds: failedIdsOf(data),
          })),
          'Festive products',
        )
      : none,
    bannerIds.length
      ? settle(
          call<BulkBanners>(api, '/api/banners/bulk', { method: 'POST', body: { bannerIds } }).then((data) => ({
            banners: unwrapList<Banner>(data, 'banners'),
            failedIds: failedIdsOf(data),
          })),
          'Festive banners',
        )
      : none,
  ]);
  return { collection, products, banners };
}

function failedIdsOf(data: unknown): string[] {
  const ids = typeof data === 'object' && data !== null ? (data as { failedIds?: unknown }).failedIds : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
