import { formatPaise } from '@dhatu/domain';
import { escapeHtml, renderPage } from '../payment-page.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * The Content-Security-Policy of the checkout page only: Razorpay Checkout is a script from
 * checkout.razorpay.com that opens its form in a frame from api.razorpay.com and talks to Razorpay.
 * Every other page keeps the shop's own policy (plugins/security.ts), which allows none of this.
 */
export function razorpayPageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://checkout.razorpay.com`,
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
    "img-src 'self' data: https://*.razorpay.com",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "form-action 'self' https://api.razorpay.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export interface RazorpayPageInput {
  shopName: string;
  keyId: string;
  nonce: string;
  order: { id: string; orderNumber: string; totalPaise: number; reference: string; userName: string; userPhone: string };
  /** Absolute: Razorpay's form posts the result there. */
  callbackUrl: string;
  cancelToken: string;
  /** Seconds until the order's payment deadline: Checkout closes then, so no payment arrives after the order is released. */
  timeoutSeconds: number;
}

/**
 * The shop's checkout page for a Razorpay payment: the order and the amount, 'Pay' (opens Razorpay
 * Checkout, also opened on arrival) and 'Cancel' (a plain form back to the shop). Checkout returns
 * through `callback_url` with redirect: true, so the result arrives as a form post the shop checks;
 * retries inside Checkout are off, because a failed payment releases the order here.
 */
export function razorpayCheckoutPage(input: RazorpayPageInput): string {
  const { order } = input;
  const amount = formatPaise(order.totalPaise);
  const options = {
    key: input.keyId,
    amount: order.totalPaise,
    currency: 'INR',
    name: input.shopName,
    description: `Order ${order.orderNumber}`,
    order_id: order.reference,
    callback_url: input.callbackUrl,
    redirect: true,
    retry: { enabled: false },
    timeout: input.timeoutSeconds,
    prefill: { name: order.userName, contact: order.userPhone },
    notes: { orderId: order.orderNumber },
  };
  // JSON inside <script type="application/json">: '<' is escaped so no text can close the element.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  const cancelAction = `/api/payments/razorpay/checkout/${encodeURIComponent(order.id)}/cancel`;
  const script = `
(function () {
  var options = JSON.parse(document.getElementById('razorpay-options').textContent);
  var pay = document.getElementById('pay');
  var unavailable = document.getElementById('unavailable');
  function open() {
    if (typeof window.Razorpay !== 'function') { unavailable.hidden = false; return; }
    new window.Razorpay(options).open();
  }
  pay.addEventListener('click', open);
  if (document.readyState === 'complete') open(); else window.addEventListener('load', open);
})();`;
  return renderPage({
    title: `Pay ${amount} to ${input.shopName}`,
    head: `<script nonce="${escapeHtml(input.nonce)}" src="${RAZORPAY_CHECKOUT_SCRIPT}" defer></script>`,
    body: `<div class="card">
  <h1>${escapeHtml(input.shopName)}</h1>
  <p class="note">Secure payment by Razorpay.</p>
  <dl>
    <dt>Order</dt><dd>${escapeHtml(order.orderNumber)}</dd>
    <dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
  </dl>
  <p id="unavailable" class="note" role="alert" hidden>The payment form could not load. Check your connection and press Pay again, or cancel.</p>
  <div class="actions">
    <button type="button" id="pay" class="pay">Pay ${escapeHtml(amount)}</button>
    <form method="post" action="${escapeHtml(cancelAction)}" class="actions">
      <input type="hidden" name="token" value="${escapeHtml(input.cancelToken)}">
      <button type="submit" class="cancel">Cancel</button>
    </form>
  </div>
</div>
<script type="application/json" id="razorpay-options">${json}</script>
<script nonce="${escapeHtml(input.nonce)}">${script}</script>`,
  });
}
