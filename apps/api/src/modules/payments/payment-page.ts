/** The small HTML pages the shop serves on the way to a payment (sandbox, Razorpay checkout). */

import { escapeHtml, htmlPage } from '../../lib/html.ts';

export { escapeHtml };

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f6f1e7; color: #2b2118; }
  main { max-width: 28rem; margin: 0 auto; padding: 2rem 1.25rem; }
  .card { background: #fff; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.35rem; margin: 0 0 0.25rem; }
  .note { font-size: 0.875rem; color: #6b5a45; margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; align-items: baseline; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #6b5a45; } dd { margin: 0; font-weight: 600; text-align: right; }
  .amount { font-size: 1.5rem; }
  .actions { display: grid; gap: 0.75rem; }
  button, .button { font: inherit; font-weight: 600; padding: 0.8rem 1rem; border-radius: 0.5rem; border: 1px solid transparent; cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #8a5a19; color: #fff; } .fail { background: #fff; color: #a61b1b; border-color: #a61b1b; }
  .cancel { background: #fff; color: #2b2118; border-color: #b9a88f; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  [hidden] { display: none !important; }
`;

export interface PageOptions {
  title: string;
  body: string;
  /** Extra elements for <head> (scripts with the response's nonce). */
  head?: string;
}

export function renderPage({ title, body, head }: PageOptions): string {
  return htmlPage({ title, style: STYLE, body, head });
}

/** A page with one message and a way back to the payment status page. */
export function messagePage(title: string, message: string, statusPath: string | null): string {
  const link = statusPath ? `<p><a class="button cancel" href="${escapeHtml(statusPath)}">See the payment status</a></p>` : '<p><a class="button cancel" href="/orders">My orders</a></p>';
  return renderPage({ title, body: `<div class="card"><h1>${escapeHtml(title)}</h1><p class="note">${escapeHtml(message)}</p>${link}</div>` });
}

/** The payment status page of the web app (account §2), for an order or with an error (§8). */
export function statusPagePath(orderId: string | null, error?: string): string {
  if (!error && orderId) return `/payment/status/${encodeURIComponent(orderId)}`;
  const query = new URLSearchParams();
  if (orderId) query.set('orderId', orderId);
  if (error) query.set('error', error);
  return `/payment/status?${query.toString()}`;
}
