/**
 * The one "come back in a moment" answer, for while this instance waits for its database (at
 * start-up or during an outage): JSON `{ message }` for the API, a small page for a browser.
 * Plain HTML with no script and no shop data, so it needs nothing that is down.
 */
import { noticePage } from './html.ts';

export const UNAVAILABLE_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

/** Seconds a browser or client should wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Page requests get HTML; /api, /media and anything asking for JSON get `{ message }`. */
export function wantsHtml(url: string, accept: string | undefined): boolean {
  if (url.startsWith('/api/') || url.startsWith('/media/')) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export function unavailableHtml(shopName: string): string {
  return noticePage({
    shopName, heading: 'Back in a moment', message: `${UNAVAILABLE_MESSAGE} Your cart and orders are safe.`, action: { href: '', label: 'Try again' },
  });
}

/** Headers of every unavailable answer: retry later, never cache it. */
export const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
};
