import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@dhatu/domain/contracts';
import { cacheTags } from '../../lib/changes/cache-tags.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, orderBody, postOrder } from './test-helpers.ts';

/** Stock moved by an order shows on the products' pages and cards: every instance must hear it. */
describe('orders publish the stock they move', () => {
  let t: TestContext;
  let f: Fixtures;
  let heard: string[][] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    t.app.changes.subscribe((tags) => { heard.push([...tags]); });
  });
  afterAll(() => t.close());

  it('placing names each product of the order once; a replay or a refusal names none; cancelling names them again', async () => {
    const asha = await createCustomer(t);
    const lamp = await f.product({ price: 600, stock: 10 });
    const bell = await f.product({ price: 300, stock: 1 });
    await fillCarts(t, [asha], [{ productId: lamp.id, quantity: 2 }, { productId: bell.id, quantity: 1 }]);

    heard = [];
    const placed = await postOrder(t, asha, orderBody(), 'order-1');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(heard.map((tags) => [...tags].sort())).toEqual([[cacheTags.product(lamp.id), cacheTags.product(bell.id)].sort()]);

    heard = [];
    expect((await postOrder(t, asha, orderBody(), 'order-1')).statusCode).toBe(200);
    expect((await postOrder(t, asha, orderBody())).statusCode).toBe(400);
    expect(heard).toEqual([]);

    const { _id: id } = placed.json() as OrderDto;
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: asha.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(heard.map((tags) => [...tags].sort())).toEqual([[cacheTags.product(lamp.id), cacheTags.product(bell.id)].sort()]);
  });
});
