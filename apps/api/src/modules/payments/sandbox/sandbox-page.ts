import { formatPaise } from '@dhatu/domain';
import { escapeHtml, renderPage } from '../payment-page.ts';

export interface SandboxPageOrder {
  id: string;
  orderNumber: string;
  totalPaise: number;
}

/**
 * The sandbox's hosted payment page: the shop, the order and the amount, and one form whose three
 * buttons (Pay, Fail, Cancel) post the choice back to the shop. Plain HTML, no script.
 */
export function sandboxPaymentPage(shopName: string, order: SandboxPageOrder, token: string): string {
  const action = `/api/payments/sandbox/${encodeURIComponent(order.id)}`;
  const amount = formatPaise(order.totalPaise);
  return renderPage({
    title: `Pay ${amount} to ${shopName} · Test payment`,
    body: `<div class="card">
  <h1>${escapeHtml(shopName)}</h1>
  <p class="note">Test payment page (sandbox): no money moves. Choose how this payment ends.</p>
  <dl>
    <dt>Order</dt><dd>${escapeHtml(order.orderNumber)}</dd>
    <dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
  </dl>
  <form method="post" action="${escapeHtml(action)}" class="actions">
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <button type="submit" name="outcome" value="paid" class="pay">Pay</button>
    <button type="submit" name="outcome" value="failed" class="fail">Fail</button>
    <button type="submit" name="outcome" value="cancelled" class="cancel">Cancel</button>
  </form>
</div>`,
  });
}
