import { PaymentRejected } from './payment-provider.ts';

/** Webhook bodies above this are refused with 413 before anything reads them (Razorpay's are a few KiB). */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
/**
 * Deeper JSON is refused as malformed. Razorpay's events nest about six levels; storing a body
 * thousands of levels deep would overflow JSON.stringify's stack and answer 500.
 */
export const WEBHOOK_MAX_DEPTH = 32;

/**
 * A webhook body whose signature already held, read as a JSON object: not JSON, not an object, or
 * nested deeper than WEBHOOK_MAX_DEPTH throws PaymentRejected('malformed') (answered 400).
 */
export function parseWebhookBody(rawBody: Buffer): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PaymentRejected('malformed', 'the webhook body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new PaymentRejected('malformed', 'the webhook body is not a JSON object');
  if (!withinDepth(body, WEBHOOK_MAX_DEPTH)) throw new PaymentRejected('malformed', `the webhook body nests deeper than ${WEBHOOK_MAX_DEPTH} levels`);
  return body as Record<string, unknown>;
}

/** Walks the value with a stack of its own (no recursion: the value may be very deep). */
function withinDepth(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return false;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return true;
}
