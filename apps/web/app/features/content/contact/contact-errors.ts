import { CONTACT_MESSAGES, contactFieldForServerError, type ContactField } from '@dhatu/domain';
import { ApiError } from '../../../lib/api-client';

export interface ContactFailure {
  /** Server messages that name a field, shown under that field (first per field). */
  fields: Partial<Record<ContactField, string>>;
  /** A message about no field, shown above the button; null when every message found its field. */
  form: string | null;
}

/**
 * Where a failed send's messages go (account §5, §8): each server error string to the field its
 * words name; anything else to the form, as the server said it for a 4xx, or the spec's
 * 'Failed to send your message. Please try again.' for a server fault or a lost connection.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return { fields: {}, form: CONTACT_MESSAGES.sendFailed };

  const messages = error.errors?.length ? error.errors : error.serverMessage ? [error.serverMessage] : [];
  const fields: ContactFailure['fields'] = {};
  const other: string[] = [];
  for (const message of messages) {
    const field = contactFieldForServerError(message);
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  const mapped = Object.keys(fields).length > 0;
  return { fields, form: other[0] ?? (mapped ? null : CONTACT_MESSAGES.sendFailed) };
}
