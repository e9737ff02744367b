import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { refusedCalls } from './rejected-calls.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-provider.ts';
import { orderRow, placeOnlineOrder, SANDBOX_ENV, sandboxOf } from './test-helpers.ts';
import { WEBHOOK_BODY_LIMIT, WEBHOOK_MAX_DEPTH } from './webhook-body.ts';

/** A JSON object nested `levels` deep: {"a":{"a":…1…}}. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('webhooks and returns that do not hold leave nothing behind', () => {
  let t: TestContext;
  let f: Fixtures;
  const allEvents = () => t.database.db.$count(paymentEvents);
  const post = (payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload });
  /** A genuine sandbox event for the order, its body rewritten by `change` and then signed as the sandbox signs. */
  const signedEvent = (orderId: string, change: (event: Record<string, unknown>) => string) => {
    const { body } = sandboxOf(t).webhook({ orderId, status: 'paid', amountPaise: 300_000 });
    const rewritten = change(JSON.parse(body) as Record<string, unknown>);
    return { body: rewritten, headers: sandboxOf(t).webhookHeaders(rewritten) };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('unsigned and wrongly signed webhooks: 400 Invalid signature, nothing stored, each counted', async () => {
    const { order } = await placeOnlineOrder(t, f);
    const { body, headers } = sandboxOf(t).webhook({ orderId: order._id, status: 'paid', amountPaise: 300_000 });
    const forgeries: [string | Buffer, Record<string, string>][] = [
      [body, { 'content-type': 'application/json' }],
      [body, { ...headers, [SANDBOX_SIGNATURE_HEADER]: '0'.repeat(64) }],
      [body.replace('300000', '100'), headers],
      [`${body.slice(0, -1)},"padding":"${'x'.repeat(50_000)}"}`, { 'content-type': 'application/json' }],
      ['not json at all', { 'content-type': 'text/plain' }],
      [Buffer.from([0xff, 0xfe, 0x00, 0x01]), { 'content-type': 'application/octet-stream' }],
      ['', { 'content-type': 'application/json' }],
    ];
    const before = { stored: await allEvents(), counted: refusedCalls('webhook') };
    for (const [payload, forgedHeaders] of forgeries) {
      const res = await post(payload, forgedHeaders);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid signature' });
    }
    expect(await allEvents()).toBe(before.stored);
    expect(refusedCalls('webhook') - before.counted).toBe(forgeries.length);
    expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    // The genuine notice still goes through: the refusals were about the calls.
    expect((await post(body, headers)).json()).toEqual({ received: true, outcome: 'paid' });
  });

  it(`a body over 64 KiB is 413 before anything reads it; a genuine event of exactly 64 KiB is read`, async () => {
    const { order } = await placeOnlineOrder(t, f);
    const padded = (size: number) => signedEvent(order._id, (event) => {
      const bare = JSON.stringify({ ...event, padding: '' });
      return JSON.stringify({ ...event, padding: 'x'.repeat(size - Buffer.byteLength(bare)) });
    });
    const before = await allEvents();
    for (const size of [WEBHOOK_BODY_LIMIT + 1, 65 * 1024, 1024 * 1024]) {
      const { body, headers } = padded(size);
      expect(Buffer.byteLength(body)).toBe(size);
      const res = await post(body, headers);
      expect(res.statusCode, `${size} bytes`).toBe(413);
      expect(res.json()).toEqual({ message: expect.stringMatching(/too large/i) });
      // Unsigned, and not even JSON: the size is refused first all the same.
      expect((await post('x'.repeat(size), { 'content-type': 'text/plain' })).statusCode).toBe(413);
    }
    expect(await allEvents()).toBe(before);
    expect((await orderRow(t, order._id)).paymentStatus).toBe('pending');

    const { body, headers } = padded(WEBHOOK_BODY_LIMIT);
    const res = await post(body, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('a deeply nested body is 400, never 500, whether signed or not', async () => {
    const { order } = await placeOnlineOrder(t, f);
    const before = await allEvents();
    const deepArrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const payload of [deepArrays, nested(10_000)]) {
      const unsigned = await post(payload);
      expect(unsigned.statusCode, unsigned.body).toBe(400);
      expect(unsigned.json()).toEqual({ message: 'Invalid signature' });
    }
    const tooDeep = signedEvent(order._id, (event) => `${JSON.stringify(event).slice(0, -1)},"notes":${nested(WEBHOOK_MAX_DEPTH)}}`);
    const signed = await post(tooDeep.body, tooDeep.headers);
    expect(signed.statusCode, signed.body).toBe(400);
    expect(signed.json()).toEqual({ message: 'Payment notice refused' });
    const thousands = signedEvent(order._id, (event) => `${JSON.stringify(event).slice(0, -1)},"notes":${deepArrays}}`);
    expect((await post(thousands.body, thousands.headers)).statusCode).toBe(400);
    expect(await allEvents()).toBe(before);
    expect((await orderRow(t, order._id)).paymentStatus).toBe('pending');

    // As deep as allowed: the top-level object and WEBHOOK_MAX_DEPTH - 1 levels of notes.
    const deepEnough = signedEvent(order._id, (event) => `${JSON.stringify(event).slice(0, -1)},"notes":${nested(WEBHOOK_MAX_DEPTH - 1)}}`);
    expect((await post(deepEnough.body, deepEnough.headers)).json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('a signed body that is not a JSON object is 400 Payment notice refused, and nothing is stored', async () => {
    const before = await allEvents();
    for (const payload of ['null', '[]', '[{"id":"evt_1"}]', '"payment.paid"', '42', 'true', '{"id":', 'not json', '']) {
      const res = await post(payload, sandboxOf(t).webhookHeaders(payload));
      expect(res.statusCode, `${payload} → ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message: 'Payment notice refused' });
    }
    expect(await allEvents()).toBe(before);
  });

  it('returns (callbacks) that do not hold store nothing and are counted; a signed one with another amount is kept', async () => {
    const { order } = await placeOnlineOrder(t, f);
    const good = sandboxOf(t).signedCallbackFields(order._id, 'pay_sbx_refused', 'paid', 300_000);
    const returns: Record<string, string>[] = [
      { ...good, signature: '0'.repeat(64) },
      { ...good, amount: '100' },
      { ...good, status: 'failed' },
      { status: 'paid', padding: 'x'.repeat(3_000) },
      { ...good, orderId: 'no-such-order' },
    ];
    const before = { stored: await allEvents(), counted: refusedCalls('callback') };
    for (const fields of returns) {
      const res = await t.app.inject({ method: 'GET', url: `/api/payments/callback/sandbox?${new URLSearchParams(fields).toString()}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/error=(invalid_signature|missing_order_id|order_not_found)$/);
    }
    expect(await allEvents()).toBe(before.stored);
    expect(refusedCalls('callback') - before.counted).toBe(returns.length);

    // Signed by the sandbox, but for another amount than the order's: the provider said it, so it is kept.
    const cheap = sandboxOf(t).signedCallbackFields(order._id, 'pay_sbx_cheap', 'paid', 100);
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/callback/sandbox?${new URLSearchParams(cheap).toString()}` });
    expect(res.headers.location).toBe(`/payment/status?orderId=${order._id}&error=verification_failed`);
    expect(await allEvents()).toBe(before.stored + 1);
    expect(refusedCalls('callback') - before.counted).toBe(returns.length + 1);
    expect((await orderRow(t, order._id)).paymentStatus).toBe('pending');
  });
});
