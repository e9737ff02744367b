// Cart limits, free of zod so the browser's cart code can use them without the schema library.

/** Most units of one product a cart line may hold (stock usually caps it sooner). */
export const MAX_CART_QUANTITY = 999;
/** Most different products one cart may hold. */
export const MAX_CART_LINES = 100;
/** Most guest-cart lines one merge may send. */
export const MAX_MERGE_ITEMS = 100;
/** Most products one wishlist may hold. */
export const MAX_WISHLIST_ITEMS = 500;
