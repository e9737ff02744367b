import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` as lowercase hex (the form Razorpay and the sandbox sign with). */
export function hmacHex(key: string | Buffer, message: string | Buffer): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

/** Compares a received signature with the expected one in time that does not depend on where they differ. */
export function signatureMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A key for one purpose derived from a secret (HKDF-SHA256), so no key ever does two jobs. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'dhatu-payments', purpose, 32));
}

/**
 * The token in a shop-served payment page's link: only someone given the link (the shopper, in the
 * answer to their own order) can open the page or press its buttons.
 */
export function pageToken(key: Buffer, orderId: string): string {
  return createHmac('sha256', key).update(`payment-page|${orderId}`).digest('base64url');
}
