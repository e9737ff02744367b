import type { RateLimitClass } from './rate-limit-classes.ts';

export interface TooManyRequestsPage {
  shopName: string;
  retryAfterSeconds: number;
  rateLimitClass: RateLimitClass | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? 'a second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * The page a browser gets when an address has asked for too much too quickly: the shop's name and
 * words, how long to wait, and a way back. No scripts, one small inline style (the CSP allows
 * inline style elements), nothing else to load.
 */
export function tooManyRequestsPage({ shopName, retryAfterSeconds, rateLimitClass }: TooManyRequestsPage): string {
  const name = escapeHtml(shopName);
  const what = rateLimitClass === 'search' ? 'searched many times' : 'opened many pages';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Please wait a moment | ${name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#3b2a1a;line-height:1.5}h1{font-size:1.5rem}a{color:#8a4b08}</style>
</head>
<body>
<main>
<p>${name}</p>
<h1>Please wait a moment</h1>
<p>You have ${what} in a short time, so we have paused for a little while. Please try again in ${waitText(retryAfterSeconds)}.</p>
<p>Your cart and wishlist are safe. <a href="/">Back to the home page</a></p>
</main>
</body>
</html>
`;
}
