import type { FastifyRequest } from 'fastify';
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX, REVIEW_MESSAGES } from '@dhatu/domain';
import { AppError, badRequest } from '../../lib/errors.ts';
import { IMAGE_MESSAGES } from '../../lib/images.ts';

/** One uploaded file, read into memory (at most 5 × 5 MB per request). */
export interface UploadedFile {
  filename: string;
  /** What the client declared; never trusted (the bytes decide, see lib/images.ts). */
  mimetype: string;
  data: Buffer;
}

export interface ReviewForm {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export const IMAGES_FIELD = 'images';
export const TOO_MANY_IMAGES = `You can upload at most ${REVIEW_IMAGES_MAX} images`;

/** Busboy limits for the review form: five images of 5 MB, and a handful of short text fields. */
export const REVIEW_FORM_LIMITS = {
  fileSize: REVIEW_IMAGE_MAX_BYTES,
  files: REVIEW_IMAGES_MAX,
  fields: 6,
  // A 1000-character comment is at most 4000 bytes of UTF-8.
  fieldSize: 8 * 1024,
  parts: REVIEW_IMAGES_MAX + 6,
  headerPairs: 50,
};

/**
 * Reads the review form: multipart (rating, comment, imageAction and repeated `images` files, as
 * the spec sends it) or, for clients without photos, a JSON object. Text fields other than
 * `allowed` are refused, as strict JSON schemas refuse unknown keys. Parser limits become 413s
 * with a sentence a shopper understands.
 */
export async function readReviewForm(request: FastifyRequest, allowed: readonly string[]): Promise<ReviewForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send the review as multipart/form-data');
    const unknown = Object.keys(body).find((key) => !allowed.includes(key));
    if (unknown) throw badRequest(`Unexpected field '${unknown}'`);
    return { fields: body as Record<string, unknown>, files: [] };
  }

  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGES_FIELD) throw badRequest(`Unexpected file field '${part.fieldname}'`);
        const data = await part.toBuffer();
        // A file input left empty in an HTML form still sends an empty, nameless part.
        if (data.length === 0 && !part.filename) continue;
        files.push({ filename: part.filename, mimetype: part.mimetype, data });
      } else {
        if (!allowed.includes(part.fieldname)) throw badRequest(`Unexpected field '${part.fieldname}'`);
        if (part.valueTruncated) {
          throw badRequest(part.fieldname === 'comment' ? REVIEW_MESSAGES.commentTooLong : `'${part.fieldname}' is too long`);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(request, error);
  }
  return { fields, files };
}

/** The multipart parser's own errors, in the shopper's words. */
function formError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const errors = request.server.multipartErrors;
  if (error instanceof errors.FilesLimitError) return new AppError(413, TOO_MANY_IMAGES);
  if (error instanceof errors.RequestFileTooLargeError) return new AppError(413, IMAGE_MESSAGES.tooBig(REVIEW_IMAGE_MAX_BYTES));
  if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) return new AppError(413, 'The review form has too many fields');
  return error;
}
