/** The catalogue feature's public face: what other features may use. */
export { toCardProduct, variantCartProduct } from './card-product';
export { categoryListHref, materialListHref, productHref, searchListHref } from './catalogue-links';
export { CatalogueMessage } from './catalogue-message';
export { ProductCard } from './product-card';
export { ProductImage } from './product-image';
export { type CardProduct, type Product } from './types';
export { WishlistHeart } from './wishlist-heart';
