import { formatRating, shouldShowRating } from '@dhatu/domain';
import { ChevronRight, PackageX, Star } from 'lucide-react';
import { Link, data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useAppData } from '../features/app-data/app-data-context';
import { fetchProduct, fetchSimilarProducts } from '../features/catalogue/catalogue-api.server';
import { categoryListHref } from '../features/catalogue/catalogue-links';
import { CatalogueMessage } from '../features/catalogue/catalogue-message';
import { StreamedSimilarProducts } from '../features/catalogue/home-sections';
import { ProductGallery } from '../features/catalogue/product-gallery';
import { ProductPrice } from '../features/catalogue/product-price';
import { AddToCartButton, StockStatus } from '../features/catalogue/product-purchase';
import { variantCartProduct } from '../features/catalogue/card-product';
import { useVariantChoice } from '../features/catalogue/variant-choice';
import { VariantPicker } from '../features/catalogue/variant-picker';
import { pricesDiffer } from '@dhatu/domain';
import { productMeta } from '../features/catalogue/product-seo';
import { useCatalogueSlots } from '../features/catalogue/product-slots';
import { ProductTextBlock } from '../features/catalogue/product-text-block';
import { TrustBadges } from '../features/catalogue/trust-badges';
import { PincodeCheck } from '../features/delivery';
import { fetchReviews } from '../features/reviews/reviews-api.server';
import { StreamedReviews } from '../features/reviews/streamed-reviews';
import { RouteError } from '../features/shell/route-error';
import { pageTitle } from '../lib/seo';
import type { Route } from './+types/product-detail';
import { buttonClass } from '../components/ui/button';

const NOT_FOUND = 'Product not found';

/**
 * Critical data first (Hydrogen): the product is awaited, so the page, its price and its JSON-LD
 * arrive in the first HTML; similar products are a promise the page streams in afterwards.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const product = await fetchProduct(context.api, params.id);
  if (!product) throw data({ message: NOT_FOUND }, { status: 404 });
  return {
    product,
    similar: fetchSimilarProducts(context.api, product._id),
    reviews: fetchReviews(context.api, product._id),
    origin: new URL(request.url).origin,
  };
}

/**
 * Choosing a variant only rewrites ?variant= in the URL: the product on the page is the same. A
 * revalidation asked for on the same URL (after a review, say) still reads it again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const choiceOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (!formMethod && choiceOnly) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: pageTitle(NOT_FOUND) }, { name: 'robots', content: 'noindex' }];
  return productMeta(loaderData.product, loaderData.origin);
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, similar, reviews } = loaderData;
  const { settings } = useAppData();
  const slots = useCatalogueSlots();
  const reviewed = shouldShowRating(product.reviewsCount);
  const category = product.category;
  const choice = useVariantChoice(product);
  const hasOptions = product.options.length > 0;
  const variant = choice.variant;
  // The chosen variant's picture first; the rest of the product's follow.
  const images = variant?.image ? [variant.image, ...product.images.filter((i) => i !== variant.image)] : product.images;
  const buying = variant ? variantCartProduct(product, variant._id) : hasOptions ? null : product;

  return (
    <>
      <div className="container-page pt-4 sm:pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 sm:mb-6">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
            <li>
              <Link to="/" className="hover:text-rose-deep">
                Home
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight size={14} />
            </li>
            <li>
              <Link to="/products" className="hover:text-rose-deep">
                Products
              </Link>
            </li>
            {category && (
              <>
                <li aria-hidden="true">
                  <ChevronRight size={14} />
                </li>
                <li>
                  <Link to={categoryListHref(category._id)} className="hover:text-rose-deep">
                    {category.name}
                  </Link>
                </li>
              </>
            )}
            <li aria-hidden="true" className="max-sm:hidden">
              <ChevronRight size={14} />
            </li>
            <li aria-current="page" className="max-w-[16rem] truncate text-charcoal max-sm:hidden">
              {product.name}
            </li>
          </ol>
        </nav>

        <div className="grid gap-8 lg:grid-cols-2 lg:gap-10 xl:gap-14">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <ProductGallery key={`${product._id}:${images[0] ?? ''}`} name={product.name} images={images} />
          </div>

          <div className="min-w-0">
            {category && (
              <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-rose-deep uppercase">{category.name}</p>
            )}
            <h1 className="text-[1.75rem] leading-tight text-charcoal sm:text-4xl">{product.name}</h1>

            {reviewed && (
              <a href="#reviews" className="mt-3 inline-flex items-center gap-2 text-sm text-ink-muted hover:text-rose-deep">
                <span className="inline-flex items-center gap-1 rounded-full bg-brass-deep px-2 py-0.5 font-semibold text-white">
                  {formatRating(product.ratings)}
                  <Star size={13} fill="currentColor" strokeWidth={0} aria-hidden="true" />
                </span>
                <span>
                  {product.reviewsCount} {product.reviewsCount === 1 ? 'review' : 'reviews'}
                </span>
              </a>
            )}

            <div className="mt-5 border-t border-sand/70 pt-5">
              {variant ? (
                <ProductPrice price={variant.price} discount={variant.discount} size="detail" />
              ) : (
                <ProductPrice price={product.price} discount={product.discount} from={hasOptions && pricesDiffer(product.variants)} size="detail" />
              )}
              {(!hasOptions || variant || product.stock <= 0) && (
                <div className="mt-3">
                  <StockStatus stock={variant ? variant.stock : product.stock} />
                </div>
              )}
            </div>

            {hasOptions && (
              <div className="mt-6">
                <VariantPicker product={product} chosen={choice.chosen} onChoose={choice.choose} />
              </div>
            )}

            <div className="mt-6 flex items-center gap-3">
              <div className="flex-1 [&>*]:w-full">
                {buying ? (
                  (slots.renderAddToCart?.(buying, 'detail') ?? <AddToCartButton stock={buying.stock ?? 0} />)
                ) : (
                  <button type="button" disabled className="inline-flex h-12 cursor-not-allowed items-center justify-center rounded-full bg-sand px-8 text-[0.9375rem] font-semibold text-ink-muted">
                    {choice.missing ?? 'This combination is not available'}
                  </button>
                )}
              </div>
              {slots.renderWishlistToggle?.(product, 'detail')}
            </div>

            <div className="mt-6">
              <PincodeCheck forWhat={product.madeToOrderDays > 0 ? { productId: product._id } : {}} madeToOrderDays={product.madeToOrderDays} />
            </div>

            <div className="mt-8">
              <TrustBadges freeShippingThreshold={settings.freeShippingThreshold} />
            </div>

            {product.description.trim() && (
              <section aria-labelledby="description-heading" className="mt-10">
                <h2 id="description-heading" className="mb-3 text-xl text-charcoal">
                  Description
                </h2>
                <ProductTextBlock text={product.description} />
              </section>
            )}

            {product.productDescription.trim() && (
              <section aria-labelledby="details-heading" className="mt-8">
                <h2 id="details-heading" className="mb-3 text-xl text-charcoal">
                  Product Details
                </h2>
                <ProductTextBlock text={product.productDescription} />
              </section>
            )}
          </div>
        </div>

        {/* Reviews section (storefront §2): summary, bars, filter chips, list and the write or edit form, streamed in. */}
        <section id="reviews" aria-labelledby="reviews-heading" className="below-fold scroll-mt-24 pt-12">
          <StreamedReviews key={product._id} productId={product._id} data={reviews} />
        </section>
      </div>

      <StreamedSimilarProducts data={similar} />
    </>
  );
}

/** 'Product not found' with HTTP 404 (storefront §8), or the shell's message for other failures. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError error={error} />;
  return (
    <div className="container-page py-16">
      <CatalogueMessage icon={PackageX} title={NOT_FOUND} titleAs="h1" detail="This piece may have sold out for good or moved. Have a look at the rest of the collection.">
        <Link to="/products" className={buttonClass('primary', 'md')}>
          Browse products
        </Link>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          Back to Home
        </Link>
      </CatalogueMessage>
    </div>
  );
}
