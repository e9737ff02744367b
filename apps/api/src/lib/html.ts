/** The few HTML answers the shop writes by hand, outside the React app: escaping and the page around them. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export interface HtmlPage {
  title: string;
  /** The page's own look, in a <style> element (the CSP allows those; no inline script is needed). */
  style: string;
  /** What goes inside <main>, already HTML. */
  body: string;
  /** Extra elements for <head> (scripts with the response's nonce). */
  head?: string;
}

/** A small page with no script of the shop's and nothing else to load; never indexed. */
export function htmlPage({ title, style, body, head = '' }: HtmlPage): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
${head}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The look of a notice (busy, too many requests): one message in the middle of the screen and a way on. */
const NOTICE_STYLE = 'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fbf7f0;color:#2b2118;'
  + 'font-family:system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}h1{font-size:1.75rem;margin:0 0 12px}'
  + 'p{max-width:28rem;margin:0 auto 20px;color:#5c4f43;line-height:1.5}.shop{font-weight:600;color:#2b2118}'
  + 'a{display:inline-block;padding:12px 24px;border-radius:999px;background:#8c2f39;color:#fff;text-decoration:none;font-weight:600}'
  + 'a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}';

export interface Notice {
  shopName: string;
  heading: string;
  /** Plain text, escaped here. */
  message: string;
  action: { href: string; label: string };
}

export function noticePage({ shopName, heading, message, action }: Notice): string {
  return htmlPage({
    title: `${heading} · ${shopName}`,
    style: NOTICE_STYLE,
    body: `<p class="shop">${escapeHtml(shopName)}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>`,
  });
}
