import { and, desc, eq } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_WISHLIST_ITEMS } from '@dhatu/domain';
import type { ProductDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, products, wishlistItems } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { selectProducts, toProductDto, visible } from '../catalogue/index.ts';
import {
  CART_FULL_MESSAGE, countCartLines, findProductForCart, PRODUCT_NOT_FOUND, requireAvailableProduct, withCart,
} from '../cart/index.ts';
import { toCartDto, type CartOptions } from '../cart/index.ts';

export const WISHLIST_FULL_MESSAGE = `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products`;

/** Newest first; hidden products are left out (and come back if shown again). One query. */
export async function listWishlist(db: Db | Tx, userId: string): Promise<ProductDto[]> {
  const rows = await selectProducts(db)
    .innerJoin(wishlistItems, and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, userId)))
    .where(visible)
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  return rows.map(toProductDto);
}

/** Adds a product on sale (in stock or not); adding it again changes nothing. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<ProductDto[]> {
  const product = await findProductForCart(db, productId);
  if (!product || product.isHidden) throw notFound(PRODUCT_NOT_FOUND);
  // A soft limit: two adds racing at the edge may pass it by one, which harms nobody.
  if ((await db.$count(wishlistItems, eq(wishlistItems.userId, userId))) >= MAX_WISHLIST_ITEMS) {
    const [already] = await db.select({ productId: wishlistItems.productId }).from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id))).limit(1);
    if (!already) throw badRequest(WISHLIST_FULL_MESSAGE);
  }
  await db.insert(wishlistItems).values({ userId, productId: product.id }).onConflictDoNothing();
  return listWishlist(db, userId);
}

/** Removing a product that is not there is harmless. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<ProductDto[]> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return listWishlist(db, userId);
}

/**
 * Moves a product to the cart in one transaction: refused (nothing changes) when it is out of
 * stock; otherwise a new cart line of 1, or the existing line kept (lowered to the stock), and
 * the product leaves the wishlist. Repeating it (a double click) gives the same result.
 */
export async function moveToCart(db: Db, userId: string, productId: string, options: CartOptions) {
  let wishlist: ProductDto[] = [];
  const { cart, notices } = await withCart(db, userId, options, async (tx) => {
    const product = await requireAvailableProduct(tx, productId);
    const [line] = await tx.select({ quantity: cartItems.quantity }).from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id))).limit(1);
    if (!line) {
      if ((await countCartLines(tx, userId)) >= MAX_CART_LINES) throw badRequest(CART_FULL_MESSAGE);
      await tx.insert(cartItems).values({ userId, productId: product.id, quantity: 1 }).onConflictDoNothing();
    }
    // An existing line above the stock is lowered by the cart's own reading, with its notice.
    await tx.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
    wishlist = await listWishlist(tx, userId);
  });
  return { wishlist: { items: wishlist }, cart: toCartDto(cart, notices) };
}
