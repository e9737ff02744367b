import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_HEADER } from '../lib/internal.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('rate limiting', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: '3' } }); });
  afterAll(() => t.close());

  it('limits API calls per address with a clear 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ url: '/api/categories', remoteAddress: '10.1.1.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ url: '/api/categories', remoteAddress: '10.1.1.1' });
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ url: '/api/categories', remoteAddress: '10.1.1.2' })).statusCode).toBe(200);
  });

  it('does not meter the pages\' own in-process calls, and a forged marker does not help', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: '/api/categories', remoteAddress: '10.2.2.2', headers: { [INTERNAL_HEADER]: t.app.internalToken } });
      expect(res.statusCode).toBe(200);
    }
    const forged = [];
    for (let i = 0; i < 4; i++) forged.push((await t.app.inject({ url: '/api/categories', remoteAddress: '10.3.3.3', headers: { [INTERNAL_HEADER]: 'guess' } })).statusCode);
    expect(forged).toEqual([200, 200, 200, 429]);
  });
});
