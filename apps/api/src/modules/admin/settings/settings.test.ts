import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../app.ts';
import { shopSettings } from '../../../db/schema/index.ts';
import type { App } from '../../../lib/types.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { newPhone } from '../../cart/test-fixtures.ts';
import { startAdminTest, type AdminTest } from '../catalogue/test-helpers.ts';

const URL = '/api/admin/settings/limits';
const DEFAULTS = { maxUnitsPerOrder: 10, maxOpenOrdersPerAccount: 3 };

describe('the owner\'s order limits (GET/PUT /api/admin/settings/limits)', () => {
  let a: AdminTest;
  /** A second instance of the shop on the same database, as behind a load balancer. */
  let other: App;

  beforeAll(async () => {
    a = await startAdminTest({ seed: false });
    other = await buildApp({ config: a.t.config, database: a.t.database, web: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await a?.close();
  });

  it('starts at the defaults: 10 units of a product per order, 3 open orders per customer', async () => {
    const res = await a.call('GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULTS, defaults: DEFAULTS, updatedAt: null });
  });

  it('is for admins only', async () => {
    const customer = await loginAs(a.t.app, newPhone());
    for (const [method, payload] of [['GET', undefined], ['PUT', { maxUnitsPerOrder: 99, maxOpenOrdersPerAccount: 99 }]] as const) {
      expect((await a.call(method, URL, payload, null)).statusCode).toBe(401);
      expect((await a.call(method, URL, payload, customer)).statusCode).toBe(403);
    }
    expect(await a.t.database.db.$count(shopSettings)).toBe(0);
  });

  it('refuses a limit that is not a whole number in range, changing nothing', async () => {
    const audits = await a.auditCount();
    const cases: [unknown, string][] = [
      [{ maxUnitsPerOrder: 0, maxOpenOrdersPerAccount: 3 }, 'Units of one product per order must be a whole number from 1 to 999'],
      [{ maxUnitsPerOrder: 2.5, maxOpenOrdersPerAccount: 3 }, 'Units of one product per order must be a whole number from 1 to 999'],
      [{ maxUnitsPerOrder: 10, maxOpenOrdersPerAccount: 101 }, 'Open orders per customer must be a whole number from 1 to 100'],
      [{ maxUnitsPerOrder: 10 }, 'Open orders per customer must be a whole number from 1 to 100'],
    ];
    for (const [body, message] of cases) {
      const res = await a.call('PUT', URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await a.call('PUT', URL, { ...DEFAULTS, paymentMinutes: 5 })).statusCode).toBe(400);
    expect(await a.auditCount()).toBe(audits);
    expect((await a.call('GET', URL)).json()).toMatchObject(DEFAULTS);
  });

  it('a change is audited, and every instance reads it at once; saving the same again writes nothing', async () => {
    const res = await a.call('PUT', URL, { maxUnitsPerOrder: 4, maxOpenOrdersPerAccount: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ maxUnitsPerOrder: 4, maxOpenOrdersPerAccount: 2, defaults: DEFAULTS, updatedAt: expect.any(String) });

    const onOther = await other.inject({ method: 'GET', url: URL, headers: a.admin.headers });
    expect(onOther.json()).toMatchObject({ maxUnitsPerOrder: 4, maxOpenOrdersPerAccount: 2 });

    const [entry, ...more] = await a.audit('settings', 'limits');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'settings.update', actorUserId: a.admin.user._id, before: DEFAULTS, after: { maxUnitsPerOrder: 4, maxOpenOrdersPerAccount: 2 },
    });
    expect((await a.call('PUT', URL, { maxUnitsPerOrder: 4, maxOpenOrdersPerAccount: 2 })).statusCode).toBe(200);
    expect(await a.audit('settings', 'limits')).toHaveLength(1);

    // Back again, through the other instance this time.
    await other.inject({ method: 'PUT', url: URL, headers: a.admin.headers, payload: DEFAULTS });
    expect((await a.call('GET', URL)).json()).toMatchObject(DEFAULTS);
    expect(await a.audit('settings', 'limits')).toHaveLength(2);
  });

  it('a stored value that is not a valid limit (edited by hand) counts as the default', async () => {
    await a.t.database.db.insert(shopSettings).values({ key: 'maxOpenOrdersPerAccount', value: 'lots' })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: 'lots' } });
    expect((await a.call('GET', URL)).json()).toMatchObject({ maxOpenOrdersPerAccount: 3 });
    await a.t.database.db.delete(shopSettings).where(eq(shopSettings.key, 'maxOpenOrdersPerAccount'));
  });
});
