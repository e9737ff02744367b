import { formatDateTime, type Contact } from '@dhatu/domain';
import { escapeHtml } from '../../lib/html.ts';
import { oneLine, type MailMessage } from '../../lib/mailer.ts';

export interface ContactNoticeInput extends Contact {
  id: string;
  ip: string;
  createdAt: Date;
}

/**
 * The e-mail that tells the shop about a contact message. Reply-To is the sender, so answering the
 * e-mail answers the customer; their text only ever appears escaped.
 */
export function contactNotice(input: ContactNoticeInput, shop: { shopName: string; to: string }): MailMessage {
  const name = oneLine(input.name, 100);
  const when = formatDateTime(input.createdAt);
  const text = [
    `${name} <${input.email}> wrote through the ${shop.shopName} contact form on ${when} (India time):`,
    '',
    input.message,
    '',
    '—',
    `Reply to this e-mail to answer ${name} directly.`,
    `Message ${input.id}, sent from ${input.ip}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2a2421;line-height:1.5">
<p><strong>${escapeHtml(name)}</strong> &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt; wrote through the ${escapeHtml(shop.shopName)} contact form on ${escapeHtml(when)} (India time):</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:3px solid #b76e79;background:#fbf7f0;white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>
<p style="color:#5e5450;font-size:13px">Reply to this e-mail to answer ${escapeHtml(name)} directly.<br>Message ${escapeHtml(input.id)}, sent from ${escapeHtml(input.ip)}.</p>
</body></html>`;
  return {
    to: shop.to,
    replyTo: { name, address: input.email },
    subject: `New contact message from ${name}`,
    text,
    html,
  };
}
