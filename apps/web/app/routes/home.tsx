import { useAppData } from '../features/app-data/app-data-context';
import { fetchFeaturedProducts, fetchNewArrivals, fetchSimilarProducts } from '../features/catalogue/catalogue-api.server';
import { FeaturedProductsSection } from '../features/catalogue/featured-products-section';
import { NewArrivalsSection } from '../features/catalogue/new-arrivals-section';
import { SimilarProductsSection } from '../features/catalogue/similar-products-section';
import { bannerPreloadLinks } from '../features/home/banner-picture';
import { BrandIntro } from '../features/home/brand-intro';
import { ExploreMaterials } from '../features/home/explore-materials';
import { HeroCarousel, homeBanners } from '../features/home/hero-carousel';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => {
  const first = homeBanners(args.matches[0]?.loaderData?.appData.banners ?? [])[0];
  return [
    ...pageMeta(args, { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION }),
    ...(first ? bannerPreloadLinks(first) : []),
  ];
};

/** New arrivals and featured products render with the page; similar products stream in after it. */
export async function loader({ context }: Route.LoaderArgs) {
  const [newArrivals, featured] = await Promise.all([fetchNewArrivals(context.api), fetchFeaturedProducts(context.api)]);
  return { newArrivals, featured, similar: fetchSimilarProducts(context.api) };
}

/** Home (storefront §2): hero banners, the brand story, the materials, then the product sections. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, materialCategories } = useAppData();
  return (
    <>
      <HeroCarousel banners={homeBanners(banners)} />
      <BrandIntro />
      <ExploreMaterials categories={materialCategories} />
      <NewArrivalsSection data={loaderData.newArrivals} />
      <FeaturedProductsSection data={loaderData.featured} />
      <SimilarProductsSection data={loaderData.similar} />
    </>
  );
}
