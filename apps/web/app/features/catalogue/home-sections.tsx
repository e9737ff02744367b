import { Suspense, type ReactNode } from 'react';
import { Await, Link } from 'react-router';
import { ProductGrid, type GridLayout } from './product-grid';
import type { CardProduct, ProductSectionData } from './types';

// Empty texts of the home sections (storefront §8); a failed call shows them too.
export const NO_NEW_ARRIVALS = 'No new arrivals found.';
export const NO_PRODUCTS = 'No products found.';

export interface ProductSectionProps {
  title: string;
  /** A short line under the title. */
  subtitle?: string;
  products: readonly CardProduct[];
  /** The call failed: the list is empty and the empty text shows (storefront §8). */
  error?: boolean;
  emptyText: string;
  layout: GridLayout;
  /** 'View all' style link beside the title. */
  more?: { to: string; label: string };
  /** Id of the heading, for aria-labelledby and in-page links. */
  id: string;
  className?: string;
}

/** A titled band of product cards; below the fold, so every image is lazy. */
export function ProductSection({ title, subtitle, products, error = false, emptyText, layout, more, id, className = '' }: ProductSectionProps) {
  const shown = error ? [] : products;
  return (
    <section aria-labelledby={id} className={`below-fold container-page py-10 sm:py-14 ${className}`}>
      <SectionHeading id={id} title={title} subtitle={subtitle} more={more} />
      {shown.length > 0 ? (
        <ProductGrid products={shown} layout={layout} />
      ) : (
        <p className="rounded-xl border border-dashed border-sand bg-white/60 px-4 py-10 text-center text-ink-muted">{emptyText}</p>
      )}
    </section>
  );
}

function SectionHeading({ id, title, subtitle, more }: { id: string; title: string; subtitle?: string; more?: ProductSectionProps['more'] }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4 sm:mb-8">
      <div>
        <p aria-hidden="true" className="mb-1 text-sm text-rose">✦</p>
        <h2 id={id} className="text-2xl text-charcoal sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-ink-muted sm:text-base">{subtitle}</p>}
      </div>
      {more && (
        <Link to={more.to} className="shrink-0 text-sm font-semibold text-rose-deep underline-offset-4 hover:underline">
          {more.label}
        </Link>
      )}
    </div>
  );
}

export interface HomeSectionProps {
  products: readonly CardProduct[];
  error?: boolean;
}

/** Home: GET /api/products/new (6). */
export function NewArrivals({ products, error }: HomeSectionProps) {
  return (
    <ProductSection
      id="new-arrivals"
      title="New Arrivals"
      subtitle="Fresh from our artisans’ workshops"
      products={products}
      error={error}
      emptyText={NO_NEW_ARRIVALS}
      layout="six"
      more={{ to: '/products', label: 'View all' }}
    />
  );
}

/** Home: GET /api/products/featured (8). */
export function FeaturedProducts({ products, error }: HomeSectionProps) {
  return (
    <ProductSection
      id="featured-products"
      title="Featured Products"
      subtitle="Pieces our customers love most"
      products={products}
      error={error}
      emptyText={NO_PRODUCTS}
      layout="four"
    />
  );
}

/** Home and product page: GET /api/products/similar (10). */
export function SimilarProducts({ products, error, title = 'Similar Products' }: HomeSectionProps & { title?: string }) {
  return (
    <ProductSection
      id="similar-products"
      title={title}
      subtitle="More handcrafted pieces you may like"
      products={products}
      error={error}
      emptyText={NO_PRODUCTS}
      layout="five"
    />
  );
}

/**
 * Similar products streamed after the page (Hydrogen's critical data first): the loader returns
 * the promise without awaiting it; a same-sized placeholder holds the space meanwhile.
 */
export function StreamedSimilarProducts({ data, title }: { data: Promise<ProductSectionData>; title?: string }) {
  return (
    <Suspense fallback={<SectionSkeleton title={title ?? 'Similar Products'} />}>
      <Await resolve={data} errorElement={<SimilarProducts products={[]} error title={title} />}>
        {(section: ProductSectionData) => <SimilarProducts products={section.products} error={section.error} title={title} />}
      </Await>
    </Suspense>
  );
}

function SectionSkeleton({ title, count = 5 }: { title: string; count?: number }): ReactNode {
  return (
    <section aria-busy="true" aria-label={title} className="container-page py-10 sm:py-14">
      <div className="mb-6 sm:mb-8">
        <p aria-hidden="true" className="mb-1 text-sm text-rose">✦</p>
        <p className="font-serif text-2xl text-charcoal sm:text-3xl">{title}</p>
        <p className="mt-1 text-sm text-transparent sm:text-base">&nbsp;</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-5 lg:gap-6">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={i >= 2 ? 'hidden md:block' : undefined}>
            <div className="overflow-hidden rounded-xl border border-sand/70 bg-white">
              <div className="aspect-square animate-pulse bg-cream motion-reduce:animate-none" />
              <div className="space-y-2 p-4">
                <div className="h-4 w-4/5 rounded bg-cream" />
                <div className="h-4 w-2/5 rounded bg-cream" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
