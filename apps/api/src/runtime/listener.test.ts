import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopListener, type ShopListener } from './listener.ts';

let listener: ShopListener | undefined;
afterEach(() => { listener?.server.closeAllConnections(); listener?.server.close(); listener = undefined; });

async function start(): Promise<string> {
  listener = createShopListener(() => 'unreachable', 'Dhatu');
  await listener.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(listener.server.address() as AddressInfo).port}`;
}

describe('the shop listener', () => {
  it('before the app exists: alive, not ready, 503 JSON for the API and the unavailable page for pages', async () => {
    const base = await start();
    const alive = await fetch(`${base}/api/health`);
    expect([alive.status, await alive.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${base}/api/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'starting', database: 'unreachable', redis: 'not checked' }]);
    const api = await fetch(`${base}/api/products`, { method: 'POST', body: '{}' });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ message: expect.stringContaining('try again') });
    const page = await fetch(`${base}/products?page=2`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Back in a moment');
  });

  it('hands requests to the app once it serves, on the same port', async () => {
    const base = await start();
    listener!.serve((_request, response) => response.end('from the app'));
    expect(await (await fetch(`${base}/anything`)).text()).toBe('from the app');
  });

  it('drains: a request in flight finishes, a new connection is refused', async () => {
    const base = await start();
    listener!.serve((_request, response) => { setTimeout(() => response.end('finished'), 300); });
    const inFlight = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const drained = listener!.drain(5_000);
    const refused = await fetch(`${base}/new`).then(() => 'answered', (error: { cause?: { code?: string } }) => error.cause?.code);
    expect(refused).toBe('ECONNREFUSED');
    expect(await inFlight).toBe('finished');
    expect(await drained).toBe('drained');
  });

  it('cuts what still runs when the grace period ends', async () => {
    const base = await start();
    listener!.serve(() => { /* never answers */ });
    const stuck = fetch(`${base}/stuck`).then(() => 'answered', () => 'cut');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    expect(await listener!.drain(200)).toBe('cut');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBe('cut');
  });
});
