import { eq } from 'drizzle-orm';
import { ADMIN_LIMITS, IMAGE_WIDTHS } from '@dhatu/domain';
import type { AdminProduct } from '@dhatu/domain/contracts';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { badRequest } from '../../../lib/errors.ts';
import { removeUnusedImages, saveImages } from '../../../lib/media-store.ts';
import { prepareImages } from './admin-media.ts';
import { adminProductById, lockProductForAdmin } from './products.repository.ts';

/** Product pictures are served from /media/products/ beside the seeded ones, at the same widths. */
const MEDIA_FOLDER = 'products';

export const TOO_MANY_PRODUCT_IMAGES = `A product can have at most ${ADMIN_LIMITS.productImages} images`;
export const NOT_A_SUBSET = "The new list may only reorder or leave out the product's current images";

/**
 * POST /api/admin/products/{id}/images: the uploads are checked and encoded before anything is
 * written, then stored and appended to the product's images in one transaction (at most 6 in all).
 */
export async function addProductImages(db: Db, actorUserId: string, id: string, files: readonly Buffer[]): Promise<AdminProduct> {
  const { images } = await adminProductById(db, id);
  if (images.length + files.length > ADMIN_LIMITS.productImages) throw badRequest(tooMany(images.length));
  const stored = await prepareImages(MEDIA_FOLDER, files, IMAGE_WIDTHS);
  return db.transaction(async (tx) => {
    const current = await lockProductForAdmin(tx, id);
    if (current.images.length + stored.length > ADMIN_LIMITS.productImages) throw badRequest(tooMany(current.images.length));
    // The same picture twice (same bytes, same URL) is one image of the product.
    const added = stored.map((s) => s.url).filter((url, i, all) => !current.images.includes(url) && all.indexOf(url) === i);
    const before = await adminProductById(tx, id);
    await saveImages(tx, stored);
    await tx.update(products).set({ images: [...current.images, ...added], updatedAt: new Date() })
      .where(eq(products.id, id));
    const after = await adminProductById(tx, id);
    await writeAudit(tx, { actorUserId, action: 'product.images.add', entityType: 'product', entityId: id, before, after });
    return after;
  });
}

/**
 * PUT /api/admin/products/{id}/images: the images in their new order. The list must be a reorder
 * or a subset of the current one (no duplicates, nothing new); images left out are deleted in the
 * same transaction unless something else (another product, an old order) still shows them.
 */
export async function setProductImages(db: Db, actorUserId: string, id: string, images: readonly string[]): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await lockProductForAdmin(tx, id);
    const known = new Set(current.images);
    if (new Set(images).size !== images.length || images.some((url) => !known.has(url))) throw badRequest(NOT_A_SUBSET);
    const before = await adminProductById(tx, id);
    if (images.length === current.images.length && images.every((url, i) => url === current.images[i])) return before;
    await tx.update(products).set({ images: [...images], updatedAt: new Date() }).where(eq(products.id, id));
    const after = await adminProductById(tx, id);
    await writeAudit(tx, { actorUserId, action: 'product.images.update', entityType: 'product', entityId: id, before, after });
    const keep = new Set(images);
    await removeUnusedImages(tx, current.images.filter((url) => !keep.has(url)));
    return after;
  });
}

function tooMany(already: number): string {
  const room = ADMIN_LIMITS.productImages - already;
  return room > 0 ? `${TOO_MANY_PRODUCT_IMAGES}; this one has room for ${room} more` : `${TOO_MANY_PRODUCT_IMAGES}; remove one first`;
}
