import { formatIndianPhone } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { oneLine } from '../../lib/mailer.ts';

/** Who the account notices say they are from, and where to call. */
export interface AccountNoticeShop {
  shopName: string;
  shopPhone: string;
}

/**
 * The SMS to the old sign-in number after a change. It names only the new number's last four
 * digits: Indian operators give up numbers to new owners, and the next holder of the old number
 * must not learn the customer's new one.
 */
export function phoneChangedSms(newPhone: string, shop: AccountNoticeShop): string {
  return `${oneLine(shop.shopName, 30)}: The sign-in number of your account was changed to a number ending ${newPhone.slice(-4)}. `
    + `Not you? Call us on ${oneLine(formatIndianPhone(shop.shopPhone), 20)}.`;
}

/**
 * Queues the SMS telling the old number that the account's sign-in number changed, in the
 * caller's transaction (the outbox the order notices use: sent after commit by
 * `app.notifications.kick()`, retried when the provider fails).
 */
export async function enqueuePhoneChangedNotice(
  tx: Db | Tx, change: { oldPhone: string; newPhone: string }, shop: AccountNoticeShop, now = new Date(),
): Promise<void> {
  await tx.insert(notifications).values({
    orderId: null, event: 'phone_changed', channel: 'sms', recipient: change.oldPhone,
    body: phoneChangedSms(change.newPhone, shop), nextAttemptAt: now, createdAt: now,
  });
}
