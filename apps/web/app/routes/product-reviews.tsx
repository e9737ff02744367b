import { formatRating, shouldShowRating } from '@dhatu/domain';
import { ChevronLeft, PackageX } from 'lucide-react';
import { Link, data, isRouteErrorResponse } from 'react-router';
import { fetchProduct } from '../features/catalogue/catalogue-api.server';
import { productHref } from '../features/catalogue/catalogue-links';
import { CatalogueMessage } from '../features/catalogue/catalogue-message';
import { ProductImage } from '../features/catalogue/product-image';
import { ProductPrice } from '../features/catalogue/product-price';
import { ProductRating } from '../features/catalogue/product-rating';
import { fetchReviews } from '../features/reviews/reviews-api.server';
import { ReviewsSection } from '../features/reviews/reviews-section';
import { RouteError } from '../features/shell/route-error';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/product-reviews';
import { buttonClass } from '../components/ui/button';

const NOT_FOUND = 'Product not found';

/** The reviews page (storefront §2): the product and all its reviews, both in the first HTML. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [product, reviews] = await Promise.all([fetchProduct(context.api, params.id), fetchReviews(context.api, params.id)]);
  if (!product) throw data({ message: NOT_FOUND }, { status: 404 });
  return { product, reviews };
}

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  if (!product) return [{ title: pageTitle(NOT_FOUND) }, { name: 'robots', content: 'noindex' }];
  const rated = shouldShowRating(product.reviewsCount)
    ? ` Rated ${formatRating(product.ratings)} out of 5 from ${product.reviewsCount} ${product.reviewsCount === 1 ? 'review' : 'reviews'}.`
    : '';
  return pageMeta(args, {
    title: pageTitle(`Reviews of ${product.name}`),
    description: `What customers say about ${product.name}, handcrafted by Indian artisans.${rated}`,
  });
};

export default function ProductReviews({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  const href = productHref(product._id);
  return (
    <div className="container-page pt-4 pb-12 sm:pt-6">
      <Link to={href} className="mb-4 inline-flex items-center gap-1 text-sm text-ink-muted hover:text-rose-deep sm:mb-6">
        <ChevronLeft size={16} aria-hidden="true" />
        Back to product
      </Link>

      <div className="mb-6 flex items-center gap-4 rounded-2xl border border-sand/70 bg-white p-4 sm:mb-8 sm:gap-6 sm:p-5">
        <Link to={href} className="block size-24 shrink-0 overflow-hidden rounded-xl bg-cream sm:size-32" aria-label={`${product.name}: view product`}>
          <ProductImage src={product.images[0]} alt={product.name} sizes="128px" width={128} height={128} priority className="size-full object-cover" />
        </Link>
        <div className="min-w-0">
          <h1 className="text-xl leading-snug text-charcoal sm:text-3xl">
            <Link to={href} className="hover:text-rose-deep">
              {product.name}
            </Link>
          </h1>
          <ProductRating ratings={product.ratings} reviewsCount={product.reviewsCount} size="detail" className="mt-2" />
          <ProductPrice price={product.price} discount={product.discount} className="mt-2" />
        </div>
      </div>

      <section id="reviews" aria-labelledby="reviews-heading">
        <ReviewsSection key={product._id} productId={product._id} result={reviews} variant="all" />
      </section>
    </div>
  );
}

/** 'Product not found' with HTTP 404 and a link home (storefront §2), or the shell's message for other failures. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError error={error} />;
  return (
    <div className="container-page py-16">
      <CatalogueMessage icon={PackageX} title={NOT_FOUND} titleAs="h1" detail="We could not find this product, so there are no reviews to show.">
        <Link to="/" className={buttonClass('primary', 'md')}>
          Back to Home
        </Link>
      </CatalogueMessage>
    </div>
  );
}
