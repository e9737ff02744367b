/**
 * An access matrix built from the OpenAPI route list: Alice and Bob each have an order, a saved
 * address, a review, a cart and a wishlist. Every route that takes an id is called by Bob (and by
 * nobody at all) with Alice's ids in every combination: it is refused, its answer carries none of
 * Alice's data, and afterwards all of Alice's records are exactly as they were.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../apps/api/src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../apps/api/src/test/test-app.ts';
import { fillPath, label, loadOperations, pathParamsOf, type Operation } from './support/openapi.ts';
import { makeShop, type Person, type Shop } from './support/people.ts';
import { fitting } from './support/schema-arbitrary.ts';

type Caller = { name: string; headers: Record<string, string> };

/** Everything Alice can read about herself, to compare before and after. */
async function snapshotOf(t: TestContext, shop: Shop, who: Person) {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: who.customer.headers });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  return {
    profile: await get('/api/profile'),
    addresses: await get('/api/profile/addresses'),
    cart: await get('/api/cart'),
    wishlist: await get('/api/wishlist'),
    orders: await get('/api/orders'),
    order: await get(`/api/orders/${who.ids.orderId}`),
    review: await get(`/api/products/${shop.products[0]!.id}/reviews/user/my-review`),
  };
}

/** A plausible body for a write: a fitting sample of the declared schema, or a review-like form. */
function bodyFor(op: Operation, seed: number): string | undefined {
  if (op.method === 'GET' || op.method === 'DELETE') return undefined;
  if (!op.body) return JSON.stringify({ rating: 1, comment: 'Overwritten by somebody else entirely' });
  const [sample] = fc.sample(fitting(op.body), { numRuns: 1, seed });
  return JSON.stringify(sample ?? {});
}

describe('access matrix: one customer\'s ids in another\'s hands', () => {
  let t: TestContext;
  let shop: Shop;
  let operations: Operation[];
  let before: Awaited<ReturnType<typeof snapshotOf>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    shop = await makeShop(t);
    operations = await loadOperations(t.app);
    before = await snapshotOf(t, shop, shop.alice);
  });
  afterAll(() => t?.close());

  it('every id-bearing route refuses Bob and nobody with Alice\'s ids, and answers nothing of hers', async ({ annotate }) => {
    const alice = shop.alice;
    const aliceIds = Object.values(alice.ids);
    // The shared product lets nested routes (/products/{id}/reviews/{reviewId}) reach Alice's review.
    const candidates = [...aliceIds, shop.products[0]!.id];
    // Never public: her phone, address, order numbers and record ids. Her name is public on her review.
    const privateText = alice.secrets.filter((s) => s !== alice.name);
    const callers: Caller[] = [{ name: 'Bob', headers: shop.bob.customer.headers }, { name: 'nobody', headers: {} }];

    const routes = operations.filter((op) => pathParamsOf(op).length > 0);
    expect(routes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const noOps = new Set<string>();
    let calls = 0;
    for (const op of routes) {
      const names = pathParamsOf(op).map((p) => p.name);
      const combos = names.reduce<string[][]>((acc) => acc.flatMap((combo) => candidates.map((c) => [...combo, c])), [[]]);
      for (const values of combos) {
        const usesAlice = values.some((v) => aliceIds.includes(v));
        if (!usesAlice) continue; // only the product id: nothing of Alice's asked for
        const url = fillPath(op.path, Object.fromEntries(names.map((n, i) => [n, values[i]!])));
        for (const caller of callers) {
          const payload = bodyFor(op, calls);
          const res = await t.app.inject({
            method: op.method, url,
            headers: { ...caller.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
            ...(payload ? { payload } : {}),
          });
          calls += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${caller.name}: ${op.method} ${url} → ${res.statusCode}`;
          // A route that declares no 404/403 treats an unknown id as a no-op on the caller's own data
          // (DELETE /api/wishlist/{productId}): its 2xx is allowed, and counted; leaks are still checked.
          const noOpRoute = !op.responses['404'] && !op.responses['403'];
          if (res.statusCode < 300 && noOpRoute) noOps.add(`${op.method} ${op.path}`);
          else if (res.statusCode < 400 || res.statusCode >= 500) problems.push(`${where} (expected a refusal) ${res.body.slice(0, 200)}`);
          // What the caller sent may be echoed back; anything else of Alice's may not.
          const leaked = [...privateText, alice.name].filter((s) => !values.includes(s) && res.body.includes(s));
          if (leaked.length > 0) problems.push(`${where} shows Alice's ${leaked.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    await annotate(`${routes.length} id-bearing routes, ${calls} calls with Alice's ids by Bob and by nobody: `
      + `${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`).join(' ')}; nothing of hers in any answer`
      + `${noOps.size ? `; answered 2xx on the caller's own data (no 404 declared): ${[...noOps].join(', ')}` : ''}`);
  });

  it('ids in request bodies: Bob cannot ship to, add or merge with Alice\'s records', async ({ annotate }) => {
    const alice = shop.alice;
    const problems: string[] = [];
    let calls = 0;
    const privateText = alice.secrets.filter((s) => s !== alice.name);
    for (const op of operations.filter((o) => o.body?.properties)) {
      const idFields = Object.keys(op.body!.properties!).filter((k) => /id$/i.test(k));
      for (const field of idFields) {
        for (const [kind, id] of Object.entries(alice.ids)) {
          const [sample] = fc.sample(fitting(op.body!), { numRuns: 1, seed: calls });
          const body = { ...(sample as Record<string, unknown>), [field]: id };
          const url = fillPath(op.path, Object.fromEntries(pathParamsOf(op).map((p) => [p.name, shop.products[2]!.id])));
          const res = await t.app.inject({ method: op.method, url, headers: shop.bob.customer.headers, payload: body });
          calls += 1;
          const leaked = privateText.filter((s) => s !== id && res.body.includes(s));
          if (leaked.length > 0) problems.push(`${op.method} ${op.path} with ${field}=Alice's ${kind} → ${res.statusCode} shows ${leaked.join(', ')}`);
          if (res.statusCode >= 500) problems.push(`${label(op)} with ${field}=Alice's ${kind} → ${res.statusCode}`);
        }
      }
    }
    // The one that matters most, spelled out: an order to Alice's saved address, from Bob's own cart.
    const ordersBefore = await t.database.db.$count(orders, eq(orders.userId, shop.bob.customer.id));
    await t.app.inject({ method: 'POST', url: '/api/cart', headers: shop.bob.customer.headers, payload: { productId: shop.products[2]!.id, quantity: 1 } });
    const toAlice = await t.app.inject({
      method: 'POST', url: '/api/orders', headers: shop.bob.customer.headers,
      payload: {
        addressId: alice.ids.addressId, userName: 'Bartholomew Okonkwo', paymentMethod: 'COD', paymentInfo: {}, billingAddressSameAsShipping: true,
        shippingAddress: { label: 'Home', houseNumber: '1', street: 'Any Street', city: 'Kolkata', state: 'West Bengal', pincode: '700091' },
      },
    });
    expect(toAlice.statusCode, toAlice.body).toBe(400);
    expect(await t.database.db.$count(orders, eq(orders.userId, shop.bob.customer.id))).toBe(ordersBefore);
    expect(problems).toEqual([]);
    await annotate(`${calls} requests with Alice's ids in body fields named *Id; ordering to her saved address is a 400 and places nothing`);
  });

  it('lists and reads without ids (Bob\'s orders, cart, profile…) show nothing of Alice\'s', async () => {
    const alice = shop.alice;
    const privateText = alice.secrets.filter((s) => s !== alice.name);
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET' && pathParamsOf(o).length === 0)) {
      for (const caller of [shop.bob.customer.headers, {}]) {
        const res = await t.app.inject({ method: 'GET', url: op.path, headers: caller });
        const leaked = privateText.filter((s) => res.body.includes(s));
        if (leaked.length > 0) problems.push(`${label(op)} → ${res.statusCode} shows Alice's ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('afterwards every record of Alice\'s is exactly as it was', async () => {
    expect(await snapshotOf(t, shop, shop.alice)).toEqual(before);
  });
});
