import type { FastifyRequest } from 'fastify';
import { IMAGE_WIDTHS, RETURN_LIMITS, RETURN_MESSAGES, returnRequestFieldsSchema, type ReturnRequestFields } from '@dhatu/domain';
import { AppError, badRequest } from '../../lib/errors.ts';
import { IMAGE_MESSAGES, nameImage, prepareImage, type StoredImage } from '../../lib/images.ts';
import { prepareVideo, type StoredVideo } from '../../lib/videos.ts';

const TEXT_FIELDS = ['lines', 'reason', 'reasonText', 'resolution', 'refundTo'] as const;
const JSON_FIELDS: readonly string[] = ['lines', 'refundTo'];
export const RETURN_MEDIA_FOLDER = 'returns';

/** Busboy limits: five photos and one video, each capped by its own size in readReturnForm. */
export const RETURN_FORM_LIMITS = {
  fileSize: RETURN_LIMITS.videoMaxBytes,
  files: RETURN_LIMITS.photosMax + 1,
  fields: TEXT_FIELDS.length,
  fieldSize: 16 * 1024,
  parts: RETURN_LIMITS.photosMax + 1 + TEXT_FIELDS.length,
  headerPairs: 50,
};

export interface ReturnForm {
  fields: ReturnRequestFields;
  photos: StoredImage[];
  video: StoredVideo;
}

/**
 * Reads and checks POST /api/orders/{id}/returns (multipart): the text fields against the domain's
 * schema, each photo re-encoded as review photos are (lib/images.ts), the video sniffed and its
 * duration read (lib/videos.ts). Nothing is stored here: the service saves the media in the
 * transaction that creates the request.
 */
export async function readReturnForm(request: FastifyRequest): Promise<ReturnForm> {
  if (!request.isMultipart()) throw badRequest('Send the return request as multipart/form-data');
  const raw: Record<string, unknown> = {};
  const photoBytes: Buffer[] = [];
  let videoBytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0 && !part.filename) continue;
        if (part.fieldname === 'photos') {
          if (data.length > RETURN_LIMITS.photoMaxBytes) throw new AppError(413, IMAGE_MESSAGES.tooBig(RETURN_LIMITS.photoMaxBytes));
          if (photoBytes.length >= RETURN_LIMITS.photosMax) throw badRequest(RETURN_MESSAGES.tooManyPhotos);
          photoBytes.push(data);
        } else if (part.fieldname === 'video' && videoBytes === null) videoBytes = data;
        else throw badRequest(`Unexpected file field '${part.fieldname}'`);
      } else {
        if (!(TEXT_FIELDS as readonly string[]).includes(part.fieldname)) throw badRequest(`Unexpected field '${part.fieldname}'`);
        if (part.valueTruncated) throw badRequest(`'${part.fieldname}' is too long`);
        raw[part.fieldname] = JSON_FIELDS.includes(part.fieldname) ? parseJson(part.fieldname, String(part.value)) : part.value;
      }
    }
  } catch (error) {
    throw formError(request, error);
  }
  if (raw.reasonText === '') delete raw.reasonText;
  const parsed = returnRequestFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    throw badRequest(messages[0]!, messages);
  }
  if (!videoBytes) throw badRequest(RETURN_MESSAGES.videoRequired);
  const video = await prepareVideo(videoBytes, RETURN_MEDIA_FOLDER);
  const photos: StoredImage[] = [];
  for (const bytes of photoBytes) {
    photos.push(nameImage(RETURN_MEDIA_FOLDER, await prepareImage(bytes, { widths: IMAGE_WIDTHS, maxBytes: RETURN_LIMITS.photoMaxBytes })));
  }
  return { fields: parsed.data, photos, video };
}

function parseJson(field: string, value: string): unknown {
  if (value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`'${field}' must be JSON`);
  }
}

function formError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const errors = request.server.multipartErrors;
  if (error instanceof errors.FilesLimitError) return badRequest(RETURN_MESSAGES.tooManyPhotos);
  if (error instanceof errors.RequestFileTooLargeError) return new AppError(413, RETURN_MESSAGES.videoTooBig);
  if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) return new AppError(413, 'The return form has too many fields');
  return error;
}
