import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { RETURN_LIMITS, RETURN_MESSAGES } from '@dhatu/domain';
import { AppError, badRequest } from './errors.ts';
import type { MediaFile } from './media-store.ts';

/** What the bytes must be (never the name or the declared type): MP4, WebM or QuickTime. */
const VIDEO_TYPES: Readonly<Record<string, { contentType: string; ext: string }>> = {
  'video/mp4': { contentType: 'video/mp4', ext: 'mp4' },
  'video/x-m4v': { contentType: 'video/mp4', ext: 'mp4' },
  'video/webm': { contentType: 'video/webm', ext: 'webm' },
  'video/quicktime': { contentType: 'video/quicktime', ext: 'mov' },
};

export interface StoredVideo {
  url: string;
  file: MediaFile;
  durationSeconds: number;
}

/**
 * Checks an uploaded repacking video and names it for the media store (returns/<sha256>.<ext>):
 * the container is sniffed from the bytes (file-type), the size capped, and the duration read
 * from the container's own header (music-metadata) and capped. The bytes are kept as sent: the
 * server has no video encoder, and the file is only ever served as a video with nosniff.
 */
export async function prepareVideo(bytes: Buffer, folder: string): Promise<StoredVideo> {
  if (bytes.length > RETURN_LIMITS.videoMaxBytes) throw new AppError(413, RETURN_MESSAGES.videoTooBig);
  const sniffed = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const type = sniffed && VIDEO_TYPES[sniffed.mime];
  if (!type) throw badRequest(RETURN_MESSAGES.notVideo);
  let duration: number | undefined;
  try {
    const metadata = await parseBuffer(bytes, { mimeType: type.contentType, size: bytes.length }, { duration: true, skipCovers: true });
    // WebM states it in the container; MP4 and MOV per track (music-metadata gives the whole file's only for audio).
    const tracks = metadata.format.trackInfo.map((t) => t.duration ?? 0);
    duration = metadata.format.duration ?? (tracks.length > 0 ? Math.max(...tracks) : undefined);
  } catch {
    throw badRequest(RETURN_MESSAGES.notVideo);
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) throw badRequest(RETURN_MESSAGES.notVideo);
  if (duration > RETURN_LIMITS.videoMaxSeconds) throw badRequest(RETURN_MESSAGES.videoTooLong);
  const name = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const path = `${folder}/${name}.${type.ext}`;
  return { url: `/media/${path}`, file: { path, contentType: type.contentType, bytes }, durationSeconds: duration };
}
