import { discountedPrice, formatRating, isInStock, shouldShowRating } from '@dhatu/domain';
import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '../../lib/seo';
import { productHref } from './catalogue-links';
import { summaryLine } from './product-text';
import type { Product } from './types';

const BRAND = 'Dhatu';

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : origin + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * schema.org Product for search results (ARCHITECTURE: price in INR, availability, rating). The
 * rating appears only for reviewed products (decision 0005). React Router's <Meta> writes it as
 * <script type="application/ld+json"> with '<' escaped, so a product text cannot close the tag.
 */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = origin + productHref(product._id);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images.map((image) => absolute(origin, image)),
    description: product.description.trim() || product.name,
    sku: product._id,
    brand: { '@type': 'Brand', name: BRAND },
    ...(product.category?.name ? { category: product.category.name } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: discountedPrice(product.price, product.discount).toFixed(2),
      priceCurrency: 'INR',
      availability: isInStock(product.stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (shouldShowRating(product.reviewsCount)) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: formatRating(product.ratings),
      reviewCount: product.reviewsCount,
      bestRating: '5',
      worstRating: '1',
    };
  }
  return jsonLd;
}

/** Title, description, canonical URL, Open Graph product tags and the JSON-LD for a product page. */
export function productMeta(product: Product, origin: string): MetaDescriptor[] {
  const title = pageTitle(product.name);
  const description = summaryLine(product.description) || `${product.name}, handcrafted by Indian artisans.`;
  const url = origin + productHref(product._id);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: BRAND },
    { property: 'product:price:amount', content: String(discountedPrice(product.price, product.discount)) },
    { property: 'product:price:currency', content: 'INR' },
    { name: 'twitter:card', content: product.images[0] ? 'summary_large_image' : 'summary' },
  ];
  if (product.images[0]) {
    tags.push(
      { property: 'og:image', content: absolute(origin, product.images[0]) },
      { property: 'og:image:alt', content: product.name },
    );
  }
  tags.push({ 'script:ld+json': productJsonLd(product, origin) });
  return tags;
}
