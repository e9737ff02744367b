import { FESTIVE_BANNER_MATERIAL } from '@dhatu/domain';
import { PackageOpen, RefreshCw, Sparkles } from 'lucide-react';
import { Link, data } from 'react-router';
import { useAppData } from '../features/app-data/app-data-context';
import { BannerPicture } from '../features/catalogue/banner-picture';
import { fetchFestiveSale } from '../features/catalogue/catalogue-api.server';
import { CatalogueMessage } from '../features/catalogue/catalogue-message';
import { FESTIVE_FAILED, FESTIVE_NO_PRODUCTS, festiveCountText, festiveSaleFrom, type FestiveSale } from '../features/catalogue/festive';
import { FestiveCarousel } from '../features/catalogue/festive-carousel';
import { FestiveQuote, WhyFestiveSale } from '../features/catalogue/festive-extras';
import { bannerFor } from '../features/catalogue/list-filters';
import { ProductGrid } from '../features/catalogue/product-grid';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/diwali-sale';
import { buttonClass } from '../components/ui/button';

/**
 * The festive collection's ids, then its products and banners together (account-and-checkout §4:
 * either may fail on its own); the page says which part failed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  let sale: FestiveSale;
  try {
    sale = festiveSaleFrom(await fetchFestiveSale(context.api));
  } catch (error) {
    console.error('Festive sale failed to load', error);
    sale = { products: [], banners: [], error: FESTIVE_FAILED };
  }
  const failed = sale.error !== null && sale.error !== FESTIVE_NO_PRODUCTS;
  return data(sale, { status: failed ? 500 : 200 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: pageTitle('Festive Sale'),
    description:
      'Diwali festive sale on handcrafted brass, silver and aluminium diyas, lamps, pooja thalis and gifts made by Indian artisans.',
  });

export default function DiwaliSale({ loaderData }: Route.ComponentProps) {
  const { products, banners, error } = loaderData;
  const { banners: allBanners } = useAppData();
  // No festive banners loaded: the 'diwali' material banner from app data, if there is one.
  const fallback = banners.length === 0 ? bannerFor(allBanners, FESTIVE_BANNER_MATERIAL) : undefined;

  return (
    <>
      <div className="container-page pt-4 sm:pt-6">
        {banners.length > 0 ? (
          <FestiveCarousel banners={banners} />
        ) : (
          fallback && <BannerPicture banner={fallback} mode="art-directed" priority className="overflow-hidden rounded-xl sm:rounded-2xl" />
        )}
      </div>

      <section aria-labelledby="festive-heading" className="container-page py-10 sm:py-14">
        <header className="mb-8 text-center sm:mb-10">
          <p className="mb-2 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.22em] text-rose-deep uppercase">
            <Sparkles size={14} aria-hidden="true" />
            Diwali Specials
            <Sparkles size={14} aria-hidden="true" />
          </p>
          <h1 id="festive-heading" className="text-3xl text-charcoal sm:text-4xl">
            Festive Sale
          </h1>
          {!error && products.length > 0 && <p className="mt-2 text-ink-muted">{festiveCountText(products.length)}</p>}
        </header>

        {error ? (
          <CatalogueMessage icon={RefreshCw} title={error} role="alert">
            <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'md')}>
              Try Again
            </button>
          </CatalogueMessage>
        ) : products.length === 0 ? (
          <CatalogueMessage icon={PackageOpen} title="No Festive Sale Products Available" titleAs="h2" detail="Our festive collection is being restocked. Meanwhile, explore everything else we make.">
            <Link to="/products" className={buttonClass('primary', 'md')}>
              Browse all products
            </Link>
          </CatalogueMessage>
        ) : (
          <ProductGrid
            products={products}
            layout="four"
            label="Festive sale products"
            priorityFirst={banners.length === 0 && !fallback}
            eagerCount={2}
            headingLevel="h2"
          />
        )}
      </section>

      <WhyFestiveSale />
      <FestiveQuote />
    </>
  );
}
