import { ALL_TAGS } from './cache-tags.ts';

/**
 * How tags travel between instances: one NOTIFY payload is a JSON object naming the instance that
 * sent it (so it can skip its own echo: it delivered them already) and some tags.
 */
export interface ChangeMessage { from: string; tags: string[] }

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well under, JSON quoting included. */
export const MAX_PAYLOAD_BYTES = 7_500;
/**
 * Above this many tags in one publish (a bulk price change), every instance drops everything
 * instead: a few dozen messages and thousands of precise purges would cost more than re-reading,
 * and such a change touches most pages anyway.
 */
export const MAX_TAGS_PER_PUBLISH = 1_000;

/** The payloads for one publish: the tags split so each fits, or one ALL_TAGS when there are too many. */
export function encodeChange(from: string, tags: readonly string[]): string[] {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return [];
  if (unique.length > MAX_TAGS_PER_PUBLISH || unique.includes(ALL_TAGS)) return [JSON.stringify({ from, tags: [ALL_TAGS] })];
  const payloads: string[] = [];
  let batch: string[] = [];
  const encode = (list: string[]) => JSON.stringify({ from, tags: list });
  for (const tag of unique) {
    if (batch.length && Buffer.byteLength(encode([...batch, tag])) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(batch));
      batch = [];
    }
    batch.push(tag);
  }
  payloads.push(encode(batch));
  return payloads;
}

/** A payload read back; anything else on the channel (a hand-typed NOTIFY) counts as "everything may have changed". */
export function decodeChange(payload: string | undefined): ChangeMessage {
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (isChangeMessage(parsed)) return parsed;
  } catch { /* not ours: fall through */ }
  return { from: '', tags: [ALL_TAGS] };
}

function isChangeMessage(value: unknown): value is ChangeMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { from, tags } = value as Record<string, unknown>;
  return typeof from === 'string' && Array.isArray(tags) && tags.every((t) => typeof t === 'string');
}
