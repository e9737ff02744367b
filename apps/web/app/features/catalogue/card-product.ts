import type { CardProduct, Product } from './types';

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
  };
}
