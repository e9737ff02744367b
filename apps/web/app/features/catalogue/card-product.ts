import { pricesDiffer } from '@dhatu/domain';
import type { CardProduct, Product } from './types';

/**
 * A product with one of its variants chosen, as a cart line holds it: the variant's price,
 * discount, stock and picture. Null when the product has no such variant on sale.
 */
export function variantCartProduct(product: CardProduct, variantId: string): CardProduct | null {
  const variant = (product.variants ?? []).find((v) => v._id === variantId);
  if (!variant) return null;
  return {
    _id: product._id, name: product.name, price: variant.price, discount: variant.discount, stock: variant.stock,
    images: variant.image ? [variant.image] : product.images.slice(0, 1),
    variant: { _id: variant._id, values: variant.values, sku: variant.sku },
  };
}

/**
 * A grid's products trimmed to what a card shows: the page's HTML carries its data once more for
 * hydration, and long descriptions of 16 products would double it on a slow network.
 */
export function toCardProduct(product: Product): CardProduct {
  return {
    _id: product._id,
    name: product.name,
    price: product.price,
    discount: product.discount,
    images: product.images.slice(0, 1),
    ratings: product.ratings,
    reviewsCount: product.reviewsCount,
    stock: product.stock,
    category: product.category,
    // A card of a product with options links to its page for the choice; its variants stay out of the HTML.
    ...(product.options.length > 0 ? { options: product.options, pricesVary: pricesDiffer(product.variants) } : {}),
  };
}
