import { describe, expect, it } from 'vitest';
import { productJsonLd, productMeta } from './product-seo';
import type { Product } from './types';

const product: Product = {
  _id: 'abc123',
  name: 'Brass Diya </script><script>alert(1)</script>',
  slug: 'brass-diya',
  price: 1499,
  discount: 20,
  discountedPrice: 1199,
  stock: 3,
  madeToOrderDays: 0,
  options: [],
  variants: [],
  images: ['/media/products/diya.webp'],
  description: 'A hand-cast brass diya.\nSecond line.',
  productDescription: 'Material: Brass',
  ratings: 0,
  reviewsCount: 0,
  averageRating: 0,
  numReviews: 0,
  category: { _id: 'c1', name: 'Brass' },
  subcategory: null,
  isFeatured: false,
  isNew: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('productJsonLd', () => {
  it('describes the offer in INR at the discounted price', () => {
    const ld = productJsonLd(product, 'https://dhatu.example');
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'abc123',
      brand: { '@type': 'Brand', name: 'Dhatu' },
      image: ['https://dhatu.example/media/products/diya.webp'],
      url: 'https://dhatu.example/products/id/abc123',
      offers: { price: '1199.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it('has no rating without reviews and one with them', () => {
    expect(productJsonLd(product, 'https://x').aggregateRating).toBeUndefined();
    const reviewed = productJsonLd({ ...product, ratings: 4.25, reviewsCount: 8 }, 'https://x');
    expect(reviewed.aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 8 });
  });

  it('marks a sold-out product OutOfStock', () => {
    expect(productJsonLd({ ...product, stock: 0 }, 'https://x').offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('productMeta', () => {
  it('has the first description line, canonical, og tags and the JSON-LD', () => {
    const tags = productMeta(product, 'https://dhatu.example');
    expect(tags).toContainEqual({ name: 'description', content: 'A hand-cast brass diya.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://dhatu.example/products/id/abc123' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://dhatu.example/media/products/diya.webp' });
    expect(tags.some((t) => 'script:ld+json' in t)).toBe(true);
  });
});

describe('a product with variants', () => {
  const group = productJsonLd({
    ...product,
    name: 'Brass Kuber Diya',
    options: [{ name: 'Size', values: ['Small', 'Large'] }, { name: 'Finish', values: ['Antique'] }],
    variants: [
      { _id: 'v1', values: ['Small', 'Antique'], sku: 'DIYA-S-A', price: 500, discount: 0, discountedPrice: 500, stock: 2, image: null },
      { _id: 'v2', values: ['Large', 'Antique'], sku: 'DIYA-L-A', price: 1500, discount: 10, discountedPrice: 1350, stock: 0, image: '/media/l.webp' },
    ],
  }, 'https://dhatu.example');

  it('is a ProductGroup varying by its options, each variant a Product with its SKU and own Offer', () => {
    expect(group['@type']).toBe('ProductGroup');
    expect(group.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/color']);
    expect(JSON.parse(JSON.stringify(group))).not.toHaveProperty('offers');
    expect(group.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product', name: 'Brass Kuber Diya — Small / Antique', sku: 'DIYA-S-A', size: 'Small', color: 'Antique',
        url: 'https://dhatu.example/products/id/abc123?variant=v1',
        offers: expect.objectContaining({ price: '500.00', availability: 'https://schema.org/InStock' }),
      }),
      expect.objectContaining({
        sku: 'DIYA-L-A', image: 'https://dhatu.example/media/l.webp',
        offers: expect.objectContaining({ price: '1350.00', availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
  });
});
