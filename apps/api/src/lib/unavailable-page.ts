/**
 * The one "come back in a moment" answer, for while this instance waits for its database (at
 * start-up or during an outage): JSON `{ message }` for the API, a small page for a browser.
 * Plain HTML with no script and no shop data, so it needs nothing that is down.
 */
export const UNAVAILABLE_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

/** Seconds a browser or client should wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Page requests get HTML; /api, /media and anything asking for JSON get `{ message }`. */
export function wantsHtml(url: string, accept: string | undefined): boolean {
  if (url.startsWith('/api/') || url.startsWith('/media/')) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export function unavailableHtml(): string {
  return `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment · Dhatu</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fbf7f0;color:#2b2118;font-family:system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}h1{font-size:1.75rem;margin:0 0 12px}p{max-width:28rem;margin:0 auto 20px;color:#5c4f43;line-height:1.5}a{display:inline-block;padding:12px 24px;border-radius:999px;background:#8c2f39;color:#fff;text-decoration:none;font-weight:600}</style>
</head>
<body>
<main>
<h1>Back in a moment</h1>
<p>${UNAVAILABLE_MESSAGE} Your cart and orders are safe.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;
}

/** Headers of every unavailable answer: retry later, never cache it. */
export const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
};
