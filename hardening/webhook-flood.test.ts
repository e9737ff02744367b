/**
 * Webhook flooding, against the real server (production mode, Razorpay through a local fake of its
 * API) on a database of the suite's cluster: hundreds of unsigned and wrongly signed webhooks and
 * forged returns, each as large as the limits let through, leave payment_events and the database
 * exactly as they were — each refusal leaves one log line with the process's running count. Bodies
 * over 64 KiB are 413 (also when sent chunked, without a length), deeply nested or non-object
 * bodies 400, never 500; and Razorpay's own notices still go through.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, paymentEvents } from '../apps/api/src/db/schema/index.ts';
import { orderBody } from '../apps/api/src/modules/orders/test-helpers.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../apps/api/src/test/fake-razorpay.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopData } from './support/shop-data.ts';

const FLOOD = 300;
const KiB = 1024;

const hmac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');
/** Random text: incompressible, as an attacker would send (repeated characters would shrink in storage). */
const noise = (length: number) => randomBytes(Math.ceil(length * 0.75)).toString('base64').slice(0, length);

/** Runs `count` calls, `parallel` at a time. */
async function inWaves<T>(count: number, parallel: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    answers.push(...await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, (_, k) => call(start + k))));
  }
  return answers;
}

describe('webhook flooding', () => {
  let shop: ShopData | undefined;
  let server: ShopServer | undefined;
  let rzp: FakeRazorpay | undefined;
  afterAll(async () => {
    await server?.stop().catch(() => {});
    await rzp?.close();
    await shop?.close();
  });

  it(`${FLOOD} unsigned webhooks and ${FLOOD} forged returns leave payment_events and every table's size unchanged; over 64 KiB is 413, deep or non-object bodies 400`, async ({ annotate }) => {
    shop = await newShopDatabase(inject('pgCluster'), 'webhooks');
    rzp = await startFakeRazorpay();
    const [lamp] = await shop.products([{ name: 'Flood Lamp', price: 1500, stock: 10 }]);
    const [buyer] = await shop.customers(1);
    await shop.fillCart(buyer!, [{ productId: lamp!.id, quantity: 2 }]);
    server = await startServer({
      databaseUrl: shop.url,
      env: {
        ONLINE_PAYMENTS_ENABLED: 'true', PAYMENT_PROVIDER: 'razorpay', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
        RAZORPAY_KEY_ID: rzp.keyId, RAZORPAY_KEY_SECRET: rzp.keySecret, RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret, RAZORPAY_BASE_URL: rzp.url,
      },
    });
    const base = server.url;
    const db = shop.database.db;

    const placed = await fetch(`${base}/api/orders`, {
      method: 'POST', headers: { ...buyer!.headers, 'content-type': 'application/json' }, body: JSON.stringify(orderBody({ paymentMethod: 'ONLINE' })),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderId = ((await placed.json()) as { _id: string })._id;
    const [row] = await db.select({ reference: orders.paymentReference }).from(orders).where(eq(orders.id, orderId));
    const reference = row!.reference!;
    const { payment } = rzp.pay(reference, 'captured');
    const genuine = rzp.webhook('payment.captured', payment);

    const webhook = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string>) => fetch(`${base}/api/payments/webhook/razorpay`, {
      method: 'POST', headers, body, ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    });
    const answerOf = async (res: Response) => ({ status: res.status, body: await res.text() });

    // Nothing else writes meanwhile: settle the tables (vacuum maps, statistics) first. Measured:
    // payment_events, and the main fork of every table and index of the shop, by name, so that a
    // failure says where a write went. Not the database's whole size: PostgreSQL rewrites files of
    // its own there on its own schedule (CI once saw 40 KiB more with every table unchanged).
    await db.execute(sql`vacuum analyze`);
    const measure = async () => {
      const [events] = (await db.execute<{ bytes: string }>(sql`select pg_total_relation_size('payment_events')::text as bytes`)).rows;
      const relations = (await db.execute<{ name: string; bytes: string }>(sql`
        select c.relname as name, pg_relation_size(c.oid)::text as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'i', 'm') order by c.relname`)).rows;
      return {
        rows: await db.$count(paymentEvents), eventsBytes: Number(events!.bytes),
        relationBytes: Object.fromEntries(relations.map((r) => [r.name, Number(r.bytes)])),
      };
    };
    const before = await measure();

    // Each forgery names the real order and is as big as the limit allows (just under 64 KiB).
    const forged = (i: number) => {
      const body = `${genuine.body.slice(0, -1)},"padding":"${noise(60 * KiB)}"}`;
      const signature = [undefined, 'f'.repeat(64), hmac('a guessed secret', body), hmac(rzp!.webhookSecret, genuine.body)][i % 4];
      return webhook(body, {
        'content-type': 'application/json', 'x-razorpay-event-id': `evt_forged_${i}`, ...(signature ? { 'x-razorpay-signature': signature } : {}),
      }).then(answerOf);
    };
    const webhookAnswers = await inWaves(FLOOD, 25, forged);
    for (const a of webhookAnswers) expect(a).toEqual({ status: 400, body: JSON.stringify({ message: 'Invalid signature' }) });

    // Forged returns: a form POST as Razorpay Checkout makes it, signature wrong, padded near the 16 KiB form limit (URL-encoding grows the noise).
    const forgedReturn = (i: number) => fetch(`${base}/api/payments/callback/razorpay?orderId=${orderId}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        razorpay_order_id: reference, razorpay_payment_id: `pay_forged${i}`, razorpay_signature: 'e'.repeat(64), padding: noise(12 * KiB),
      }).toString(),
    }).then((res) => ({ status: res.status, location: res.headers.get('location') }));
    const returnAnswers = await inWaves(FLOOD, 25, forgedReturn);
    for (const a of returnAnswers) expect(a).toEqual({ status: 303, location: `/payment/status?orderId=${orderId}&error=invalid_signature` });

    const after = await measure();
    expect(after, "payment_events rows and bytes, and every table's and index's size, after the flood").toEqual(before);
    expect((await db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('pending');

    // What a refusal leaves: one warning each, carrying the process's running count. The log is
    // written asynchronously, so the last lines may reach the pipe a moment after the answers.
    const refusals = () => server!.output().split('\n').filter((line) => line.includes('refused: nothing changed')).map((line) => JSON.parse(line) as {
      source: string; rejectedSinceStart: number; stored: boolean; reason: string; ip: string;
    });
    await expect.poll(() => refusals().length, { timeout: 10_000 }).toBe(2 * FLOOD);
    const warnings = refusals();
    const bySource = (source: string) => warnings.filter((w) => w.source === source);
    expect(bySource('webhook')).toHaveLength(FLOOD);
    expect(bySource('callback')).toHaveLength(FLOOD);
    expect(Math.max(...bySource('webhook').map((w) => w.rejectedSinceStart))).toBe(FLOOD);
    expect(Math.max(...bySource('callback').map((w) => w.rejectedSinceStart))).toBe(FLOOD);
    expect(warnings.every((w) => !w.stored && w.ip === '127.0.0.1')).toBe(true);

    // Size: over 64 KiB is 413, signed or not, with a length or streamed without one.
    const overLimit = `${genuine.body.slice(0, -1)},"padding":"${'x'.repeat(65 * KiB)}"}`;
    const signed = (body: string) => ({ ...genuine.headers, 'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`, 'x-razorpay-signature': hmac(rzp!.webhookSecret, body) });
    const chunked = (body: string) => new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += 8 * KiB) controller.enqueue(new TextEncoder().encode(body.slice(at, at + 8 * KiB)));
        controller.close();
      },
    });
    const tooLarge = [
      await answerOf(await webhook(overLimit, signed(overLimit))),
      await answerOf(await webhook(overLimit, { 'content-type': 'application/json' })),
      await answerOf(await webhook(chunked(overLimit), signed(overLimit))),
    ];
    for (const a of tooLarge) expect(a).toEqual({ status: 413, body: JSON.stringify({ message: 'Request body is too large' }) });

    // Deep nesting and bodies that are not an event object: 400, signed or not, never 500.
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const deepInEvent = `${genuine.body.slice(0, -1)},"notes":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
    const refusedBodies = [deep, deepInEvent, 'null', '[]', '"payment.captured"', '{"event":', ''];
    for (const body of refusedBodies) {
      expect(await answerOf(await webhook(body, { 'content-type': 'application/json' })), `unsigned ${body.slice(0, 20)}`)
        .toEqual({ status: 400, body: JSON.stringify({ message: 'Invalid signature' }) });
      expect(await answerOf(await webhook(body, signed(body))), `signed ${body.slice(0, 20)}`)
        .toEqual({ status: 400, body: JSON.stringify({ message: 'Payment notice refused' }) });
    }
    expect(await measure()).toEqual(before);

    // Razorpay's own notice still goes through, and is kept: the refusals were about the calls.
    expect(await answerOf(await webhook(genuine.body, genuine.headers))).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: 'paid' }) });
    expect((await measure()).rows).toBe(before.rows + 1);
    const errors = server.output().split('\n').filter((line) => /"level":50/.test(line));
    expect(errors, 'server errors logged').toEqual([]);

    await annotate(`${FLOOD} forged webhooks (~60 KiB each) and ${FLOOD} forged returns (~12 KiB of noise): payment_events ${before.rows} rows / ${before.eventsBytes} B, ${Object.keys(before.relationBytes).length} tables and indexes (${Object.values(before.relationBytes).reduce((a, b) => a + b, 0)} B) before and after; ${tooLarge.length} × 413, ${refusedBodies.length * 2} × 400 for deep or non-object bodies`);
  });
});
