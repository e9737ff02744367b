import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { auditLog, banners, categories, contactMessages, coupons, orders, products, reviews, subcategories, users } from '../../db/schema/index.ts';
import { loginAs, signInDirectly, type LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { grantAdmin, revokeAdmin } from './access/grant-admin.ts';
import { newPhone, signInAdmin } from './orders/test-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface AdminRoute { method: Method; url: string }

/**
 * Every /api/admin route the app has, read from the app itself (printRoutes' tree), so routes
 * other modules add are covered without listing them here.
 */
function adminRoutes(tree: string): AdminRoute[] {
  const found: AdminRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line) ?? /^([│ ]*)[├└]── (\S+)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    if (!match[3] || !(url === '/api/admin' || url.startsWith('/api/admin/'))) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') found.push({ method: method as Method, url });
    }
  }
  return found;
}

describe('admin access', () => {
  let t: TestContext;
  let admin: LoggedIn;
  let customer: LoggedIn;
  let routes: AdminRoute[];
  const db = () => t.database.db;

  /** A real record for each kind of :param, so a route that slipped its guard would change something. */
  let realIds: Record<string, string>;
  const concrete = (url: string) => url.replace(/\/([a-z-]+)\/:(\w+)/g, (_all, resource: string) => `/${resource}/${realIds[resource] ?? 'unknown'}`);

  /** Every row of every table of the shop, hashed: equal before and after means nothing changed. */
  async function fingerprint(): Promise<Record<string, string>> {
    const tables = await db().execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    const hashes: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const [row] = (await db().execute<{ h: string }>(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`))).rows;
      hashes[name] = row!.h;
    }
    return hashes;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { ADMIN_PHONES: '9000000007, +91 90000 00008' } });
    admin = await signInAdmin(t);
    customer = await loginAs(t.app, newPhone());
    routes = adminRoutes(t.app.printRoutes({ commonPrefix: false }));
    const first = async (table: typeof orders | typeof products | typeof categories | typeof subcategories | typeof coupons | typeof banners | typeof reviews | typeof contactMessages) =>
      (await db().select({ id: table.id }).from(table).limit(1))[0]?.id ?? 'none';
    realIds = {
      orders: await first(orders), products: await first(products), categories: await first(categories), subcategories: await first(subcategories),
      coupons: await first(coupons), banners: await first(banners), reviews: await first(reviews), messages: await first(contactMessages),
    };
  });
  afterAll(() => t.close());

  it('finds the admin routes in the app itself', () => {
    const listed = routes.map((r) => `${r.method} ${r.url}`);
    for (const own of [
      'GET /api/admin/dashboard', 'GET /api/admin/orders', 'GET /api/admin/orders/:id', 'POST /api/admin/orders/:id/status',
      'POST /api/admin/orders/:id/cancel', 'POST /api/admin/orders/:id/mark-paid', 'POST /api/admin/orders/:id/clear-attention',
      'GET /api/admin/orders/:id/invoice', 'GET /api/admin/audit',
    ]) expect(listed).toContain(own);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('answers 401 without a token and 403 to a customer on every admin route, changing nothing', async () => {
    const before = await fingerprint();
    for (const route of routes) {
      const url = concrete(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
      const anonymous = await t.app.inject({ method: route.method, url, ...body });
      expect(anonymous.statusCode, `${route.method} ${url} without a token`).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please login to continue' });

      const stale = await t.app.inject({ method: route.method, url, headers: { authorization: 'Bearer not-a-token' }, ...body });
      expect(stale.statusCode, `${route.method} ${url} with a bad token`).toBe(401);

      const refused = await t.app.inject({ method: route.method, url, headers: customer.headers, ...body });
      expect(refused.statusCode, `${route.method} ${url} as a customer`).toBe(403);
      expect(refused.json()).toEqual({ message: 'You do not have permission to do this' });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('lets an admin through on every list route', async () => {
    // A report of a period has no default period: it is asked for one.
    const requiredQuery: Record<string, string> = { '/api/admin/reports/gst': '?from=2026-04-01&to=2026-06-30' };
    for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const res = await t.app.inject({ method: 'GET', url: route.url + (requiredQuery[route.url] ?? ''), headers: admin.headers });
      expect(res.statusCode, `${route.url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('judges the route that matched, not how the address was spelled', async () => {
    for (const url of ['/api/%61dmin/orders', '/api/admin/orders/', '/api/admin//orders', '/api/admin/orders?x=/../']) {
      const res = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      expect([403, 404], url).toContain(res.statusCode);
    }
  });

  it('makes the ADMIN_PHONES admins at start, once, with an audit row', async () => {
    const granted = await db().select({ phone: users.phone, role: users.role }).from(users).where(sql`${users.phone} in ('+919000000007', '+919000000008')`);
    expect(granted.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([{ phone: '+919000000007', role: 'admin' }, { phone: '+919000000008', role: 'admin' }]);
    const grants = () => db().$count(auditLog, eq(auditLog.action, 'user.grant_admin'));
    const count = await grants();
    // The next start finds them admins already: nothing changes, nothing is written.
    expect([...(await grantAdmin(db(), ['+919000000007', '+919000000008']))]).toEqual([['+919000000007', 'unchanged'], ['+919000000008', 'unchanged']]);
    expect(await grants()).toBe(count);
    const session = await loginAs(t.app, '9000000007');
    expect(session.user.role).toBe('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: session.headers })).statusCode).toBe(200);
  });

  it('reads ADMIN_PHONES as a list of Indian phones and names a bad one', () => {
    expect(loadConfig({ ADMIN_PHONES: ' 98765 43210 ,+919812345678,09876543210' }).ADMIN_PHONES).toEqual(['+919876543210', '+919812345678']);
    expect(loadConfig({}).ADMIN_PHONES).toEqual([]);
    expect(() => loadConfig({ ADMIN_PHONES: '9876543210,12345' })).toThrow(/ADMIN_PHONES: '12345' is not a 10-digit Indian phone number/);
  });

  it('promotes a signed-in account on its next request; demoting it signs it out everywhere at once', async () => {
    const phone = newPhone();
    const person = await loginAs(t.app, phone);
    const dashboard = () => t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: person.headers });
    expect((await dashboard()).statusCode).toBe(403);
    expect([...(await grantAdmin(db(), [`+91${phone}`]))]).toEqual([[`+91${phone}`, 'promoted']]);
    expect((await dashboard()).statusCode).toBe(200);
    expect(await revokeAdmin(db(), `+91${phone}`)).toBe('demoted');
    // The console is refused on the very next request, and the sign-in that held it is over.
    const refused = await dashboard();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Your session has expired. Please login again.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: person.refreshToken } })).statusCode).toBe(401);
    // A new sign-in (its token even claiming admin) is a customer's: the shop yes, the console no.
    const again = await signInDirectly(db(), t.app.auth.keys.accessToken, { id: person.user._id, role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: again })).json().user.role).toBe('customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: again })).statusCode).toBe(403);
    expect(await revokeAdmin(db(), `+91${phone}`)).toBe('unchanged');
    expect(await revokeAdmin(db(), '+919111111111')).toBe('missing');
    const history = await db().select().from(auditLog).where(eq(auditLog.entityId, person.user._id)).orderBy(auditLog.createdAt);
    expect(history.map((h) => [h.action, h.actorUserId, h.after])).toEqual([
      ['user.grant_admin', null, { phone: `+91${phone}`, role: 'admin' }],
      ['user.revoke_admin', null, { phone: `+91${phone}`, role: 'customer' }],
    ]);
  });

  it('refuses the console on the very next request when the role is taken away by other means (read fresh, 403)', async () => {
    const person = await signInAdmin(t);
    const dashboard = () => t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: person.headers });
    expect((await dashboard()).statusCode).toBe(200);
    await db().update(users).set({ role: 'customer' }).where(eq(users.id, person.user._id));
    const refused = await dashboard();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to do this' });
  });
});
