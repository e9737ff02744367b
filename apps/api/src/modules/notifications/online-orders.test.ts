import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDeliveryDate } from '@dhatu/domain';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { payOnSandboxPage, placeOnlineOrder, SANDBOX_ENV } from '../payments/test-helpers.ts';

describe('order notifications: online orders', () => {
  let t: TestContext;
  let f: Fixtures;
  const noticesOf = (orderId: string) => t.database.db.select().from(notifications).where(eq(notifications.orderId, orderId));

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('tells the customer the order is placed only once its payment is confirmed', async () => {
    const { customer, order } = await placeOnlineOrder(t, f);
    await t.app.notifications.settled();
    expect(await noticesOf(order._id)).toEqual([]);

    await payOnSandboxPage(t, order.paymentUrl!, 'paid');
    expect((await noticesOf(order._id)).map((n) => [n.event, n.channel])).toEqual([['order_placed', 'sms']]);
    await t.app.notifications.deliverDue();
    expect(t.app.auth.sms.messagesFor!(customer.phone)).toEqual([
      `Dhatu: Thank you! Your order ${order.orderId} of Rs.3,000 (paid online) is confirmed. Delivery by ${formatDeliveryDate(order.delivery!.maxDate)}. We will SMS you when it ships.`,
    ]);
  });

  it('sends nothing for an online order whose payment failed', async () => {
    const { order } = await placeOnlineOrder(t, f);
    await payOnSandboxPage(t, order.paymentUrl!, 'failed');
    await t.app.notifications.settled();
    expect(await noticesOf(order._id)).toEqual([]);
  });
});
