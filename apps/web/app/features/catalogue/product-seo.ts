import { discountedPrice, formatRating, isInStock, shouldShowRating, variantLineName } from '@dhatu/domain';
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
  if (product.variants.length > 0) Object.assign(jsonLd, productGroup(product, origin));
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

/** schema.org properties for the options search engines know; any other option is named by its own words. */
const VARIES_BY: Record<string, string> = {
  size: 'https://schema.org/size', length: 'https://schema.org/size', colour: 'https://schema.org/color',
  color: 'https://schema.org/color', finish: 'https://schema.org/color', material: 'https://schema.org/material',
  pattern: 'https://schema.org/pattern',
};

/**
 * A product with variants is a ProductGroup (as Google documents for variants): variesBy its
 * options, hasVariant one Product per variant with its SKU, its own Offer and a URL opening on it.
 */
function productGroup(product: Product, origin: string): Record<string, unknown> {
  return {
    '@type': 'ProductGroup',
    productGroupID: product._id,
    // Options schema.org has no property for are named in each variant's name instead.
    variesBy: [...new Set(product.options.map((o) => VARIES_BY[o.name.toLowerCase()]).filter((v) => v !== undefined))],
    // The group's offers are its variants'; a group has no SKU of its own.
    offers: undefined,
    sku: undefined,
    hasVariant: product.variants.map((variant) => {
      const variantUrl = origin + productHref(product._id, variant._id);
      const image = variant.image ?? product.images[0];
      return {
        '@type': 'Product',
        name: variantLineName(product.name, variant.values),
        sku: variant.sku,
        ...(image ? { image: absolute(origin, image) } : {}),
        ...variantProperties(product, variant.values),
        url: variantUrl,
        offers: {
          '@type': 'Offer',
          url: variantUrl,
          price: variant.discountedPrice.toFixed(2),
          priceCurrency: 'INR',
          availability: isInStock(variant.stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      };
    }),
  };
}

/** The variant's values under the schema.org properties its options vary by (size: 'Large', color: 'Antique'). */
function variantProperties(product: Product, values: readonly string[]): Record<string, string> {
  const properties: Record<string, string> = {};
  product.options.forEach((option, i) => {
    const known = VARIES_BY[option.name.toLowerCase()];
    const key = known?.replace('https://schema.org/', '');
    if (key && values[i] !== undefined) properties[key] = properties[key] ? `${properties[key]} ${values[i]}` : values[i];
  });
  return properties;
}
