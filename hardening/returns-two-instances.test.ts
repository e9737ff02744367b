/**
 * Two instances of the real shop on one PostgreSQL, for returns (issue 23): a request made on A
 * (its video and photo) is served by B; the same units asked for on A and B at once give one
 * request; the refund pressed three times on each instance at once is made once, for what was paid,
 * with one credit note.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { creditNotes, orders, refunds, returnRequests, users } from '../apps/api/src/db/schema/index.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';

const VIDEO = readFileSync(new URL('../apps/api/src/test/fixtures/repacking.mp4', import.meta.url));
const ADDRESS = { houseNumber: '12B', street: 'CG Road', area: 'Navrangpura', landmark: '', city: 'Ahmedabad', state: 'Gujarat', pincode: '380009', country: 'India' };

async function call(server: ShopServer, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

async function askReturn(server: ShopServer, who: ShopCustomer, orderId: string, itemId: string, quantity: number, photo: Buffer) {
  const form = new FormData();
  form.set('lines', JSON.stringify([{ itemId, quantity }]));
  form.set('reason', 'damaged');
  form.set('resolution', 'refund');
  form.set('refundTo', JSON.stringify({ method: 'upi', upiId: 'asha@okaxis' }));
  form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'dent.png');
  form.set('video', new Blob([new Uint8Array(VIDEO)], { type: 'video/mp4' }), 'packing.mp4');
  const res = await fetch(`${server.url}/api/orders/${orderId}/returns`, { method: 'POST', headers: who.headers, body: form, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: await res.json() as { request?: { _id: string; video: string; photos: string[]; lines: { _id: string }[] }; message?: string } };
}

describe('returns across two instances', () => {
  let shop: ShopData;
  let a: ShopServer;
  let b: ShopServer;
  let owner: ShopCustomer;
  let photo: Buffer;

  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'returns');
    owner = (await shop.customers(1))[0]!;
    await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
    photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c9973f' } }).png().toBuffer();
    [a, b] = await Promise.all([startServer({ databaseUrl: shop.url }), startServer({ databaseUrl: shop.url })]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shop?.close();
  });

  /** A customer's delivered COD order of 2 × ₹1,500, placed through A. */
  async function deliveredOrder() {
    const [customer] = await shop.customers(1);
    const [piece] = await shop.products([{ name: `Returned lota ${Date.now()}`, price: 1500, stock: 10 }]);
    await shop.fillCart(customer!, [{ productId: piece!.id, quantity: 2 }]);
    const placed = await call(a, '/api/orders', customer!.headers, {
      shippingAddress: ADDRESS, billingAddress: ADDRESS, billingAddressSameAsShipping: true, paymentMethod: 'COD', paymentInfo: {}, userName: 'Asha Rao',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body._id as string;
    await shop.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, id));
    return { customer: customer!, id, itemId: (placed.body.items as { _id: string }[])[0]!._id, total: placed.body.total as number };
  }

  it("a request made on A is B's, with its video and photo; the same units asked on A and B at once give one request", async () => {
    const order = await deliveredOrder();
    const answers = await Promise.all([a, b, a, b].map((server) => askReturn(server, order.customer, order.id, order.itemId, 2, photo)));
    expect(answers.map((x) => x.status).sort()).toEqual([201, 400, 400, 400]);
    expect(await shop.database.db.$count(returnRequests, eq(returnRequests.orderId, order.id))).toBe(1);
    const made = answers.find((x) => x.status === 201)!.body.request!;
    const video = await fetch(`${b.url}${made.video}`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await video.arrayBuffer()).equals(VIDEO)).toBe(true);
    expect((await fetch(`${b.url}${made.photos[0]}`)).headers.get('content-type')).toBe('image/webp');
    const seen = await call(b, `/api/orders/${order.id}/returns`, order.customer.headers);
    expect((seen.body.returns as unknown[]).length).toBe(1);
  });

  it('the refund pressed three times on each instance at once is made once, for what was paid, with one credit note', async () => {
    const order = await deliveredOrder();
    const asked = await askReturn(a, order.customer, order.id, order.itemId, 2, photo);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.request!._id;
    expect((await call(b, `/api/admin/returns/${id}/approve`, owner.headers, { instructions: 'Courier pickup on Monday.' })).status).toBe(200);
    expect((await call(a, `/api/admin/returns/${id}/receive`, owner.headers, { lines: [{ lineId: asked.body.request!.lines[0]!._id, restock: 2 }] })).status).toBe(200);

    const clicks = await Promise.all([a, b, a, b, a, b].map((server) => call(server, `/api/admin/returns/${id}/refund`, owner.headers, {})));
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const made = await shop.database.db.select().from(refunds).where(eq(refunds.returnId, id));
    expect(made).toHaveLength(1);
    expect(made[0]!.amountPaise).toBe(Math.round(order.total * 100));
    expect(await shop.database.db.$count(creditNotes, eq(creditNotes.refundId, made[0]!.id))).toBe(1);
    const [{ sum }] = (await shop.database.db.execute<{ sum: string }>(sql`select sum(amount_paise) as sum from refunds where order_id = ${order.id}`)).rows as [{ sum: string }];
    expect(Number(sum)).toBeLessThanOrEqual(Math.round(order.total * 100));

    const paid = await Promise.all([a, b].map((server) => call(server, `/api/admin/returns/${id}/refund-paid`, owner.headers, { reference: 'UTR99887766' })));
    expect(paid.map((p) => p.status).sort()).toEqual([200, 400]);
    const seen = await call(a, `/api/orders/${order.id}/returns`, order.customer.headers);
    expect((seen.body.returns as { status: string }[])[0]!.status).toBe('refunded');
  });
});
