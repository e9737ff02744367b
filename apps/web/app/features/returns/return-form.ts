import {
  RETURN_LIMITS, RETURN_MESSAGES, returnRequestFieldsSchema, type PaymentMethod, type ReturnReason, type ReturnRequestFields, type ReturnResolution,
} from '@dhatu/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the return form holds while the customer fills it in; checked into a ReturnSubmission. */
export interface ReturnFormValues {
  /** One row per order line that still has units to return, in the order's order. */
  lines: { itemId: string; chosen: boolean; quantity: number }[];
  reason: ReturnReason | '';
  reasonText: string;
  resolution: ReturnResolution | '';
  /** Cash on delivery refunds only: where the money goes. */
  refundMethod: 'upi' | 'bank';
  upiId: string;
  accountName: string;
  ifsc: string;
  accountNumber: string;
  photos: File[];
  video: File | null;
}

export type ReturnFieldName = Exclude<keyof ReturnFormValues, 'lines'> | 'lines';

/** What is sent: the schema's fields (trimmed, IFSC upper-cased) and the files. */
export interface ReturnSubmission {
  fields: ReturnRequestFields;
  photos: File[];
  video: File;
}

/** A fresh form: a single line with units left starts chosen (one unit), the rest unchosen. */
export function emptyReturnForm(returnable: readonly { itemId: string; quantity: number }[]): ReturnFormValues {
  const open = returnable.filter((r) => r.quantity > 0);
  return {
    lines: open.map((r) => ({ itemId: r.itemId, chosen: open.length === 1, quantity: 1 })),
    reason: '',
    reasonText: '',
    resolution: '',
    refundMethod: 'upi',
    upiId: '',
    accountName: '',
    ifsc: '',
    accountNumber: '',
    photos: [],
    video: null,
  };
}

/** A cash-on-delivery order is refunded by transfer, so the form asks where to (an online one goes back to the payment). */
export function needsRefundTo(paymentMethod: PaymentMethod, resolution: ReturnFormValues['resolution']): boolean {
  return paymentMethod === 'COD' && resolution === 'refund';
}

export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime';
const VIDEO_TYPES = VIDEO_ACCEPT.split(',');
/** Some phones hand over a file without a type: its name decides (the server sniffs the bytes anyway). */
const VIDEO_NAME = /\.(mp4|m4v|webm|mov)$/i;
const MB = 1024 * 1024;
export const VIDEO_HINT = `MP4, WebM or MOV, up to ${RETURN_LIMITS.videoMaxBytes / MB} MB and ${RETURN_LIMITS.videoMaxSeconds / 60} minutes`;
export const PHOTOS_HINT = `Up to ${RETURN_LIMITS.photosMax} photos, ${RETURN_LIMITS.photoMaxBytes / MB} MB each`;

/** Why a picked file cannot be the repacking video (type or size), or null. Its length is read separately. */
export function videoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typed = file.type ? VIDEO_TYPES.includes(file.type) : VIDEO_NAME.test(file.name);
  if (!typed || file.size === 0) return RETURN_MESSAGES.notVideo;
  if (file.size > RETURN_LIMITS.videoMaxBytes) return RETURN_MESSAGES.videoTooBig;
  return null;
}

/** A video longer than the limit is refused before it is uploaded; an unreadable length is left to the server. */
export function videoLengthProblem(seconds: number | null): string | null {
  return seconds !== null && seconds > RETURN_LIMITS.videoMaxSeconds ? RETURN_MESSAGES.videoTooLong : null;
}

/** The photos a pick adds: images of at most 5 MB, as many as still fit. */
export function acceptReturnPhotos<T extends Pick<File, 'type' | 'size'>>(picked: readonly T[], alreadyChosen: number): T[] {
  const room = Math.max(0, RETURN_LIMITS.photosMax - alreadyChosen);
  return picked.filter((file) => file.type.startsWith('image/') && file.size <= RETURN_LIMITS.photoMaxBytes).slice(0, room);
}

/** The request's text fields as the API reads them, before the schema's check. */
function rawFields(values: ReturnFormValues, paymentMethod: PaymentMethod): Record<string, unknown> {
  const reasonText = values.reasonText.trim();
  const refundTo = !needsRefundTo(paymentMethod, values.resolution)
    ? undefined
    : values.refundMethod === 'upi'
      ? { method: 'upi', upiId: values.upiId }
      : { method: 'bank', accountName: values.accountName, ifsc: values.ifsc, accountNumber: values.accountNumber };
  return {
    lines: values.lines.filter((l) => l.chosen).map((l) => ({ itemId: l.itemId, quantity: Number(l.quantity) })),
    reason: values.reason || undefined,
    ...(reasonText ? { reasonText } : {}),
    resolution: values.resolution || undefined,
    ...(refundTo ? { refundTo } : {}),
  };
}

/** Which of the form's fields a schema issue belongs to. */
function fieldOf(path: readonly PropertyKey[]): ReturnFieldName {
  const [first, second] = path;
  if (first === 'refundTo') return second === 'upiId' || second === 'accountName' || second === 'ifsc' || second === 'accountNumber' ? second : 'refundMethod';
  if (first === 'reason' || first === 'reasonText' || first === 'resolution') return first;
  return 'lines';
}

export type ReturnCheck =
  | { ok: true; submission: ReturnSubmission }
  | { ok: false; errors: Partial<Record<ReturnFieldName, string>> };

/**
 * Checks the form with the domain's schema and messages (the server's own), plus what the server
 * checks on the files: the video is required, at most 5 photos. One message per field, the first.
 */
export function checkReturnForm(values: ReturnFormValues, paymentMethod: PaymentMethod): ReturnCheck {
  const errors: Partial<Record<ReturnFieldName, string>> = {};
  const add = (field: ReturnFieldName, message: string) => {
    errors[field] ??= message;
  };
  const parsed = returnRequestFieldsSchema.safeParse(rawFields(values, paymentMethod));
  if (!parsed.success) for (const issue of parsed.error.issues) add(fieldOf(issue.path), issue.message);
  // The schema's cross-field check runs only once the rest is valid; say it at the same time.
  if (values.reason === 'other' && !values.reasonText.trim()) add('reasonText', RETURN_MESSAGES.reasonTextRequired);
  if (!values.video) add('video', RETURN_MESSAGES.videoRequired);
  else {
    const problem = videoProblem(values.video);
    if (problem) add('video', problem);
  }
  if (values.photos.length > RETURN_LIMITS.photosMax) add('photos', RETURN_MESSAGES.tooManyPhotos);
  if (!parsed.success || !values.video || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, submission: { fields: parsed.data, photos: values.photos, video: values.video } };
}

/** react-hook-form's resolver over checkReturnForm. */
export function returnFormResolver(paymentMethod: PaymentMethod): Resolver<ReturnFormValues, unknown, ReturnSubmission> {
  return (values) => {
    const check = checkReturnForm(values, paymentMethod);
    if (check.ok) return { values: check.submission, errors: {} };
    const errors: FieldErrors<ReturnFormValues> = {};
    for (const [field, message] of Object.entries(check.errors)) {
      (errors as Record<string, { type: string; message: string }>)[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

/** The multipart body of POST /api/orders/{id}/returns: text fields first, then the photos and the video. */
export function returnFormData({ fields, photos, video }: ReturnSubmission): FormData {
  const form = new FormData();
  form.append('lines', JSON.stringify(fields.lines));
  form.append('reason', fields.reason);
  if (fields.reasonText) form.append('reasonText', fields.reasonText);
  form.append('resolution', fields.resolution);
  if (fields.refundTo) form.append('refundTo', JSON.stringify(fields.refundTo));
  for (const photo of photos) form.append('photos', photo, photo.name);
  form.append('video', video, video.name);
  return form;
}
