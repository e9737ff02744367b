import { MAX_LIST_PAGE, PAGE_TOO_DEEP, parseProductListSearchParams } from '@dhatu/domain';
import { PackageSearch, RefreshCw } from 'lucide-react';
import { Link, data } from 'react-router';
import { searchListHref } from '../features/catalogue/catalogue-links';
import { useAppData } from '../features/app-data/app-data-context';
import type { Category } from '../features/app-data/types';
import { BannerPicture } from '../features/catalogue/banner-picture';
import { fetchFeaturedProducts, fetchProductList } from '../features/catalogue/catalogue-api.server';
import { CatalogueMessage } from '../features/catalogue/catalogue-message';
import { FilterChips } from '../features/catalogue/filter-chips';
import { FilterForm } from '../features/catalogue/filter-form';
import {
  EMPTY_SELECTION, bannerFor, listBannerMaterial, selectionCount, selectionOf, singleCategory,
} from '../features/catalogue/list-filters';
import { ListPagination } from '../features/catalogue/list-pagination';
import { listMeta } from '../features/catalogue/list-seo';
import { MobileListBar } from '../features/catalogue/mobile-list-bar';
import { ProductGrid } from '../features/catalogue/product-grid';
import { SortSelect } from '../features/catalogue/sort-controls';
import { useListLoading, useListNavigation } from '../features/catalogue/use-list-navigation';
import type { Route } from './+types/products';
import { buttonClass } from '../components/ui/button';

// Product list texts (storefront §8).
const LOAD_FAILED = 'Failed to load products. Please try again.';
const NO_RESULTS = 'No products found. Try adjusting your filters.';

/**
 * The URL is the state: a bad parameter falls back to its default (parseProductListSearchParams),
 * then one call to GET /api/products (16 a page) renders the grid on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseProductListSearchParams(url.searchParams);
  // Past the last page shown (issue 28) nothing is read: the shopper is asked to narrow the search.
  if (state.page > MAX_LIST_PAGE) {
    return { state, products: [], total: 0, page: state.page, pages: 0, capped: false, didYouMean: null, popular: [], error: PAGE_TOO_DEEP, origin: url.origin };
  }
  try {
    const result = await fetchProductList(context.api, state);
    // A search that found nothing offers popular products (the shop's featured ones) rather than a dead end.
    const popular = state.search && result.products.length === 0 ? (await fetchFeaturedProducts(context.api)).products.slice(0, 4) : [];
    return { state, ...result, popular, error: null, origin: url.origin };
  } catch (error) {
    console.error('Product list failed to load', error);
    return data(
      { state, products: [], total: 0, page: state.page, pages: 0, capped: false, didYouMean: null, popular: [], error: LOAD_FAILED, origin: url.origin },
      { status: 500 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { appData?: { categories?: Category[] } } | undefined;
  const category = singleCategory(loaderData.state.categories, root?.appData?.categories ?? []);
  return listMeta(loaderData.state, category, loaderData.origin);
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { state, products, total, pages, error, capped, didYouMean, popular } = loaderData;
  const { categories, subcategories, banners } = useAppData();
  const go = useListNavigation(state);
  const loading = useListLoading();
  const applied = selectionOf(state);
  const category = singleCategory(state.categories, categories);
  const banner = bannerFor(banners, listBannerMaterial(state.categories, categories));
  const heading = state.search ? `Showing products for "${state.search}"` : (category?.name ?? 'All Products');
  const applyFilters = (selection: typeof applied) => go(selection);

  return (
    <div className="container-page pt-4 sm:pt-6 lg:pt-8">
      {banner && (
        // On a phone the square artwork, whose words are drawn for a phone (the wide one's subtitle
        // shrinks to about 7 px), cropped to its lower part where the words are.
        <BannerPicture
          banner={banner}
          mode="art-directed"
          priority
          imageClassName="max-md:max-h-56 max-md:object-bottom lg:max-h-72"
          className="mb-6 overflow-hidden rounded-xl sm:rounded-2xl lg:mb-8"
        />
      )}

      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 lg:mb-6">
        <div className="min-w-0">
          <h1 className="text-2xl break-words text-charcoal sm:text-3xl">{heading}</h1>
          <p aria-live="polite" className="mt-1 text-sm text-ink-muted">
            {error ? '' : capped ? `${total.toLocaleString('en-IN')}+ products` : `${total.toLocaleString('en-IN')} ${total === 1 ? 'product' : 'products'}`}
          </p>
        </div>
        <div className="hidden lg:block">
          <SortSelect value={state.sort} onChange={(sort) => go({ sort })} />
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside aria-label="Product filters" className="hidden lg:sticky lg:top-24 lg:block">
          <FilterForm
            state={state}
            categories={categories}
            subcategories={subcategories}
            onApply={applyFilters}
            idPrefix="side"
            variant="sidebar"
          />
        </aside>

        <section aria-label="Products" aria-busy={loading} className="min-w-0">
          <FilterChips selection={applied} categories={categories} subcategories={subcategories} onApply={applyFilters} />
          {error ? (
            <CatalogueMessage icon={RefreshCw} title={error} role="alert">
              {error === PAGE_TOO_DEEP ? (
                <Link to="/products" className={buttonClass('primary', 'md')}>View all products</Link>
              ) : (
                <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'md')}>
                  Try Again
                </button>
              )}
            </CatalogueMessage>
          ) : products.length === 0 ? (
            <>
            <CatalogueMessage icon={PackageSearch} title={NO_RESULTS}>
              {didYouMean && (
                <p className="w-full text-base text-charcoal">
                  Did you mean{' '}
                  <Link to={searchListHref(didYouMean)} className="font-semibold text-rose-deep underline underline-offset-2">{didYouMean}</Link>?
                </p>
              )}
              {selectionCount(applied) > 0 && (
                <button type="button" onClick={() => applyFilters(EMPTY_SELECTION)} className={buttonClass('primary', 'md')}>
                  Clear All
                </button>
              )}
              {(state.search || state.page > 1) && (
                <Link to="/products" className={buttonClass('secondary', 'md')}>
                  View all products
                </Link>
              )}
            </CatalogueMessage>
            {popular.length > 0 && (
              <section aria-labelledby="popular-heading" className="mt-8">
                <h2 id="popular-heading" className="mb-4 text-xl text-charcoal">Popular in the shop</h2>
                <ProductGrid products={popular} layout="sidebar" headingLevel="h3" />
              </section>
            )}
            </>
          ) : (
            <div className={loading ? 'opacity-60 transition-opacity duration-200' : 'transition-opacity duration-200'}>
              <ProductGrid products={products} layout="sidebar" priorityFirst={!banner} eagerCount={2} headingLevel="h2" />
            </div>
          )}
          <ListPagination state={state} pages={pages} />
        </section>
      </div>

      <MobileListBar
        state={state}
        categories={categories}
        subcategories={subcategories}
        onApplyFilters={applyFilters}
        onSort={(sort) => go({ sort })}
      />
      <div className="h-10 max-lg:h-0" />
    </div>
  );
}
