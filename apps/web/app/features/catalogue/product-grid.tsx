import { ProductCard, type ProductCardProps } from './product-card';
import type { CardProduct } from './types';

/**
 * Column layouts with the matching image `sizes` (container 80rem, 1rem / 1.5rem / 2rem side
 * padding, gaps 0.75rem / 1.25rem / 1.5rem), so a phone fetches the 480 px rendition, not the 960.
 */
const LAYOUTS = {
  /** 2 / 3 / 4 columns: home featured, festive page. */
  four: {
    grid: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
    sizes: '(min-width: 1280px) 290px, (min-width: 1024px) calc(25vw - 1.9rem), (min-width: 768px) calc(33vw - 1.85rem), calc(50vw - 1.375rem)',
  },
  /**
   * 2 / 4 columns, beside the desktop filter sidebar (16rem + 2rem gap) from lg: a full page of 16
   * (storefront §9) fills its rows at every width, where 3 columns left one card alone on the last.
   */
  sidebar: {
    grid: 'grid-cols-2 md:grid-cols-4',
    sizes: '(min-width: 1280px) 214px, (min-width: 1024px) calc(25vw - 6.625rem), (min-width: 768px) calc(25vw - 1.6875rem), calc(50vw - 1.375rem)',
  },
  /** 2 / 3 / 5 columns: similar products (10). */
  five: {
    grid: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
    sizes: '(min-width: 1280px) 230px, (min-width: 1024px) calc(20vw - 1.8rem), (min-width: 768px) calc(33vw - 1.85rem), calc(50vw - 1.375rem)',
  },
  /** 2 / 3 / 6 columns: new arrivals (6) in one row on wide screens. */
  six: {
    grid: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
    sizes: '(min-width: 1280px) 190px, (min-width: 1024px) calc(16.6vw - 1.75rem), (min-width: 768px) calc(33vw - 1.85rem), calc(50vw - 1.375rem)',
  },
} as const;

export type GridLayout = keyof typeof LAYOUTS;

export interface ProductGridProps {
  products: readonly CardProduct[];
  layout?: GridLayout;
  /** The first card's image is the page's main image (nothing larger above it). */
  priorityFirst?: boolean;
  /** How many cards are above the fold and must not be lazy (the first row on a phone). */
  eagerCount?: number;
  headingLevel?: ProductCardProps['headingLevel'];
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/** A list of product cards; the cart and wishlist controls come from the catalogue slots. */
export function ProductGrid({
  products,
  layout = 'four',
  priorityFirst = false,
  eagerCount = 0,
  headingLevel,
  label,
  className = '',
}: ProductGridProps) {
  const { grid, sizes } = LAYOUTS[layout];
  return (
    <ul aria-label={label} className={`grid gap-3 md:gap-5 lg:gap-6 ${grid} ${className}`}>
      {products.map((product, index) => (
        <li key={product._id} className={index >= 4 ? 'below-fold-card' : undefined}>
          <ProductCard
            product={product}
            imageSizes={sizes}
            priority={priorityFirst && index === 0}
            eager={index < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
