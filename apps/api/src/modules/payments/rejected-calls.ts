/**
 * How many provider calls this process has refused since it started: webhooks and the shopper's
 * returns whose signature, order or contents did not hold. A refused call is never stored (a flood
 * of them must not grow the database); it leaves one warning whose `rejectedSinceStart` carries
 * this running count, so a log search shows a flood and its size. Per process on purpose: it is a
 * gauge for the logs, nothing another instance needs (docs/decisions/0020-webhook-flooding.md).
 */
export type RefusedCallSource = 'webhook' | 'callback';

const refused: Record<RefusedCallSource, number> = { webhook: 0, callback: 0 };

/** Counts one refused call; answers the running count for its source. */
export function countRefusedCall(source: RefusedCallSource): number {
  refused[source] += 1;
  return refused[source];
}

/** The running count (tests compare it before and after). */
export function refusedCalls(source: RefusedCallSource): number {
  return refused[source];
}
