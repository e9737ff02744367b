import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp({ seed: false }); });
  afterAll(() => t.close());

  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 without internals when the database is gone', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.close();
    const res = await broken.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    await broken.close();
  });
});
