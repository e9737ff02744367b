import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_LIMITS } from '@dhatu/domain';
import { AppError, badRequest } from '../../../lib/errors.ts';
import type { App } from '../../../lib/types.ts';
import { IMAGE_MESSAGES, nameImage, prepareImage, type StoredImage } from '../../../lib/images.ts';

/*
 * Images the shop owner uploads (products, categories, banners) go through the same safe pipeline
 * as review photos (lib/images.ts): the bytes must decode as an image, pixel bombs are refused,
 * everything is re-encoded to WebP at the widths the storefront's srcset asks for, and stored in
 * the media table with the change that uses it.
 */

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
 * Checks and encodes every file (one at a time: each may be a large photo) and names it by its
 * bytes, before the change opens its transaction; the change saves them inside it (saveImages in
 * lib/media-store.ts), so nothing is stored when any file is refused or the change fails.
 */
export async function prepareImages(folder: string, files: readonly Buffer[], widths: readonly number[]): Promise<StoredImage[]> {
  const prepared: StoredImage[] = [];
  for (const file of files) prepared.push(nameImage(folder, await prepareImage(file, { widths, maxBytes: ADMIN_LIMITS.imageBytes })));
  return prepared;
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
