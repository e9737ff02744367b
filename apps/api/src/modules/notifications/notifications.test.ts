import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatDeliveryDate } from '@dhatu/domain';
import type { OrderDto } from '@dhatu/domain/contracts';
import { notifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, orderBody, postOrder, type Customer } from '../orders/test-helpers.ts';
import { MAX_NOTIFICATION_ATTEMPTS, nextAttemptAfter } from './deliver.ts';
import { enqueueOrderNotification } from './enqueue.ts';

describe('order notifications', () => {
  let t: TestContext;
  let f: Fixtures;
  const db = () => t.database.db;
  const noticesOf = (orderId: string) => db().select().from(notifications).where(eq(notifications.orderId, orderId)).orderBy(notifications.channel);
  const minutesLater = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

  async function place(who: Customer): Promise<OrderDto> {
    const product = await f.product({ name: 'Brass Diya', price: 600, stock: 10 });
    await fillCarts(t, [who], [{ productId: product.id, quantity: 1 }]);
    const res = await postOrder(t, who, orderBody());
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OrderDto;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  it('texts the customer once a COD order is placed, through the console provider, after the commit', async () => {
    const asha = await createCustomer(t);
    const order = await place(asha);
    await t.app.notifications.settled();
    expect(t.app.auth.sms.messagesFor!(asha.phone)).toEqual([
      `Dhatu: Thank you! Your order ${order.orderId} of Rs.650 (pay on delivery) is confirmed. Delivery by ${formatDeliveryDate(order.delivery!.maxDate)}. We will SMS you when it ships.`,
    ]);
    const [sms, ...others] = await noticesOf(order._id);
    expect(others).toEqual([]);
    expect(sms).toMatchObject({ event: 'order_placed', channel: 'sms', recipient: asha.phone, status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });
  });

  it('e-mails too when the customer gave an address, through the shop’s mailer', async () => {
    const rohan = await createCustomer(t, 'Rohan Mehta');
    await db().update(users).set({ email: 'rohan@example.com' }).where(eq(users.id, rohan.id));
    const sent = vi.spyOn(t.app.notifications.mailer, 'send');
    const order = await place(rohan);
    await t.app.notifications.settled();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![0]).toMatchObject({
      to: 'rohan@example.com', subject: `Your Dhatu order ${order.orderId} is confirmed`, text: expect.stringContaining('Total: ₹650 (Cash on Delivery)'),
    });
    expect((await noticesOf(order._id)).map((n) => [n.channel, n.status])).toEqual([['email', 'sent'], ['sms', 'sent']]);
  });

  it('queues each event once per channel, however often it is asked', async () => {
    const asha = await createCustomer(t);
    const order = await place(asha);
    await t.app.notifications.settled();
    const again = await db().transaction((tx) => enqueueOrderNotification(tx, order._id, 'order_placed', t.app.notifications.settings));
    expect(again).toBe(0);
    expect(await db().$count(notifications, and(eq(notifications.orderId, order._id), eq(notifications.event, 'order_placed')))).toBe(1);
    await t.app.notifications.deliverDue();
    expect(t.app.auth.sms.messagesFor!(asha.phone)).toHaveLength(1);
  });

  it('never fails or holds the order when the provider fails, and retries with back-off until it works', async () => {
    const asha = await createCustomer(t);
    const failing = vi.spyOn(t.app.auth.sms, 'sendMessage').mockRejectedValue(new Error('SMS gateway down'));
    const warned = vi.spyOn(t.app.log, 'warn');
    const order = await place(asha);
    await t.app.notifications.settled();
    expect(failing).toHaveBeenCalledTimes(1);
    let [notice] = await noticesOf(order._id);
    expect(notice).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS gateway down', sentAt: null });
    const wait = notice!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ orderId: order._id, channel: 'sms', attempt: 1 }), 'order notice not sent; it will be retried');

    // Not due yet: nothing is tried.
    expect(await t.app.notifications.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(failing).toHaveBeenCalledTimes(1);
    // Two minutes on, the second try fails too: five minutes more.
    expect(await t.app.notifications.deliverDue(minutesLater(2))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    [notice] = await noticesOf(order._id);
    expect(notice!.attempts).toBe(2);
    expect(notice!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(6 * 60_000);

    failing.mockRestore();
    expect(await t.app.notifications.deliverDue(minutesLater(8))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    [notice] = await noticesOf(order._id);
    expect(notice).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(t.app.auth.sms.messagesFor!(asha.phone)).toHaveLength(1);
  });

  it('gives up after five attempts, logging the failure', async () => {
    const asha = await createCustomer(t);
    vi.spyOn(t.app.auth.sms, 'sendMessage').mockRejectedValue(new Error('number unreachable'));
    const errors = vi.spyOn(t.app.log, 'error');
    const order = await place(asha);
    await t.app.notifications.settled();
    for (const minutes of [2, 10, 45, 200]) await t.app.notifications.deliverDue(minutesLater(minutes));
    const [notice] = await noticesOf(order._id);
    expect(notice).toMatchObject({ status: 'failed', attempts: MAX_NOTIFICATION_ATTEMPTS, lastError: 'number unreachable' });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ orderId: order._id, attempt: 5 }), 'order notice not sent after 5 attempts; given up');
    // A failed notice is left alone.
    expect(await t.app.notifications.deliverDue(minutesLater(1000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('answers the order before a slow provider has finished sending', async () => {
    const asha = await createCustomer(t);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    vi.spyOn(t.app.auth.sms, 'sendMessage').mockImplementation(() => gate);
    const order = await place(asha);
    expect((await noticesOf(order._id))[0]!.status).toBe('pending');
    release();
    await t.app.notifications.settled();
    expect((await noticesOf(order._id))[0]!.status).toBe('sent');
  });

  it('never sends one notice twice when deliveries run side by side', async () => {
    const asha = await createCustomer(t);
    vi.spyOn(t.app.auth.sms, 'sendMessage').mockRejectedValueOnce(new Error('busy'));
    const order = await place(asha);
    await t.app.notifications.settled();
    const runs = await Promise.all([1, 2, 3].map(() => t.app.notifications.deliverDue(minutesLater(2))));
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(t.app.auth.sms.messagesFor!(asha.phone)).toHaveLength(1);
    expect((await noticesOf(order._id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('backs off 1, 5, 30 and 120 minutes, then stops', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect([1, 2, 3, 4, 5].map((n) => nextAttemptAfter(n, now)?.toISOString() ?? null)).toEqual([
      '2026-11-21T10:01:00.000Z', '2026-11-21T10:05:00.000Z', '2026-11-21T10:30:00.000Z', '2026-11-21T12:00:00.000Z', null,
    ]);
  });
});
