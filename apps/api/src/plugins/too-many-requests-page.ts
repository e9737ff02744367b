import { noticePage } from '../lib/html.ts';
import type { RateLimitClass } from './rate-limit-classes.ts';

export interface TooManyRequestsPage {
  shopName: string;
  retryAfterSeconds: number;
  rateLimitClass: RateLimitClass | null;
}

function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? 'a second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * The page a browser gets when an address has asked for too much too quickly: the shop's name and
 * words, how long to wait, and a way back.
 */
export function tooManyRequestsPage({ shopName, retryAfterSeconds, rateLimitClass }: TooManyRequestsPage): string {
  const what = rateLimitClass === 'search' ? 'searched many times' : 'opened many pages';
  return noticePage({
    shopName,
    heading: 'Please wait a moment',
    message: `You have ${what} in a short time, so we have paused for a little while. Please try again in ${waitText(retryAfterSeconds)}. Your cart and wishlist are safe.`,
    action: { href: '/', label: 'Back to the home page' },
  });
}
