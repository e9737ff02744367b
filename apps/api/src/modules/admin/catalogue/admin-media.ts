import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { ADMIN_LIMITS } from '@dhatu/domain';
import type { Db } from '../../../db/client.ts';
import { orderItems } from '../../../db/schema/index.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import type { App } from '../../../lib/types.ts';
import { IMAGE_MESSAGES, prepareImage, removeFiles, removeImages, storeImage, type StoredImage } from '../../../lib/images.ts';

/**
 * Images the shop owner uploads (products, categories, banners) go through the same safe pipeline
 * as review photos (lib/images.ts): the bytes must decode as an image, pixel bombs are refused,
 * everything is re-encoded to WebP at the widths the storefront's srcset asks for.
 */
export interface AdminMedia {
  mediaDir: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * onRequest hook for the admin plugins: a signed-in admin or 401/403, before the body is read, so
 * nobody else's upload is ever parsed or encoded. The root admin guard (access/admin-guard.ts)
 * normally got there first; then the user it found is taken as it is rather than read again.
 */
export function requireAdminAccess(app: App) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user?.role === 'admin') return;
    await app.authenticate(request, reply);
    await app.requireAdmin(request, reply);
  };
}

/** Parser limits for the console's uploads: at most one product's worth of images per request. */
export const ADMIN_UPLOAD_LIMITS = {
  fileSize: ADMIN_LIMITS.imageBytes,
  files: ADMIN_LIMITS.productImages,
  fields: 0,
  parts: ADMIN_LIMITS.productImages + 1,
  headerPairs: 50,
};

export const NO_IMAGE_MESSAGE = 'Choose an image to upload';
export const tooManyFilesMessage = (max: number) => (max === 1 ? 'Upload one image at a time' : `You can upload at most ${max} images at once`);

/**
 * The files of a multipart upload sent under `field`, read into memory (at most `maxFiles` of
 * ADMIN_LIMITS.imageBytes each). Anything else in the form is refused, and so is an empty upload.
 */
export async function readImageFiles(request: FastifyRequest, field: string, maxFiles: number): Promise<Buffer[]> {
  if (!request.isMultipart()) throw badRequest(`Send the image${maxFiles > 1 ? 's' : ''} as multipart/form-data in the field '${field}'`);
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { ...ADMIN_UPLOAD_LIMITS, files: maxFiles, parts: maxFiles + 1 } })) {
      if (part.type !== 'file') throw badRequest(`Unexpected field '${part.fieldname}'`);
      if (part.fieldname !== field) throw badRequest(`Unexpected file field '${part.fieldname}'; send images as '${field}'`);
      const data = await part.toBuffer();
      // A file input left empty still sends an empty, nameless part.
      if (data.length === 0 && !part.filename) continue;
      files.push(data);
    }
  } catch (error) {
    throw uploadError(request, error, maxFiles);
  }
  if (files.length === 0) throw badRequest(NO_IMAGE_MESSAGE);
  return files;
}

/**
 * Checks and encodes every file first (one at a time: each may be a large photo), then writes
 * them under mediaDir/<folder>/. Nothing is written when any file is refused; a failed write
 * removes what was written.
 */
export async function storeImages(media: AdminMedia, folder: string, files: readonly Buffer[], widths: readonly number[]): Promise<StoredImage[]> {
  const prepared = [];
  for (const file of files) prepared.push(await prepareImage(file, { widths, maxBytes: ADMIN_LIMITS.imageBytes }));
  const stored: StoredImage[] = [];
  try {
    for (const image of prepared) stored.push(await storeImage(media.mediaDir, folder, image));
  } catch (error) {
    await discardStored(media, stored);
    throw error;
  }
  return stored;
}

/** Removes files written for a change that was then not saved. */
export async function discardStored(media: AdminMedia, stored: readonly StoredImage[]): Promise<void> {
  const failures = await removeFiles(stored.flatMap((s) => s.files));
  if (failures.length) media.log.warn({ failures }, 'could not remove uploaded images of a change that was not saved');
}

/**
 * Deletes images a committed change no longer uses. A picture an order line still shows (its
 * product's first image when it was bought) is kept, so old orders never show a broken image.
 * Seeded images and outside links are never touched (lib/images.ts only resolves uploaded names).
 */
export async function removeUnusedImages(db: Db, media: AdminMedia, urls: readonly string[], widths: readonly number[]): Promise<void> {
  if (urls.length === 0) return;
  const kept = await db.selectDistinct({ image: orderItems.image }).from(orderItems).where(inArray(orderItems.image, [...urls]));
  const inOrders = new Set(kept.map((k) => k.image));
  const failures = await removeImages(media.mediaDir, urls.filter((url) => !inOrders.has(url)), widths);
  if (failures.length) media.log.warn({ failures }, 'could not remove images no longer used');
}

/** The multipart parser's own errors, in words the shop owner understands. */
function uploadError(request: FastifyRequest, error: unknown, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const errors = request.server.multipartErrors;
  if (error instanceof errors.FilesLimitError) return new AppError(413, tooManyFilesMessage(maxFiles));
  if (error instanceof errors.RequestFileTooLargeError) return new AppError(413, IMAGE_MESSAGES.tooBig(ADMIN_LIMITS.imageBytes));
  if (error instanceof errors.FieldsLimitError) return badRequest('Send only image files in this form');
  if (error instanceof errors.PartsLimitError) return new AppError(413, tooManyFilesMessage(maxFiles));
  return error;
}
