import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { badRequest } from '../lib/errors.ts';
import type { App } from '../lib/types.ts';

/** The routes the tests below throw from, each failing its own way. */
function testRoutes(app: App) {
  app.get('/api/test-boom', async () => {
    await app.db.execute(sql`select * from no_such_table where secret = 1`);
    return {};
  });
  app.get('/api/test-busy', async () => { throw new Error('timeout exceeded when trying to connect'); });
  app.get('/api/test-away', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw new Error('Failed query: select "id" from "users"\nparams: ', { cause: refused });
  });
  app.get('/api/test-nul', async () => {
    await app.db.execute(sql`select ${'a\u0000b'}::text as value`);
    return {};
  });
  app.get('/api/test-multipart', async () => { throw new Error('Unexpected end of multipart data'); });
  app.post('/api/test-validate', {
    schema: { body: z.object({ phone: z.string().regex(/^\d{10}$/, 'Enter a valid 10-digit phone number') }) },
  }, async () => ({ ok: true }));
  app.get('/api/test-typed', async () => { throw badRequest('Cart is empty'); });
}

describe('one error format', () => {
  let t: TestContext;
  // One app with every test route: an app on a fresh database per test cost seconds each on PGlite.
  beforeAll(async () => {
    t = await createTestApp({ seed: false, extraRoutes: testRoutes });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/does-not-exist not found' });
  });

  it('turns a thrown SQL error into a 500 without stack or SQL', async () => {
    const { app } = t;
    const res = await app.inject('/api/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toMatch(/no_such_table|select|at /);
  });

  it('answers 503 with Retry-After when the connection pool is exhausted', async () => {
    const { app } = t;
    const res = await app.inject('/api/test-busy');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'The shop is busy right now. Please try again in a moment.' });
  });

  it('answers 503 when the database refused a query that Drizzle wrapped (the cause says why)', async () => {
    const { app } = t;
    const res = await app.inject('/api/test-away');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The shop is busy right now. Please try again in a moment.' });
  });

  it('answers 400, not 500, for text the database cannot store (NUL) and for a broken multipart body', async () => {
    const { app } = t;
    const nul = await app.inject('/api/test-nul');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: 'The request contains characters that are not allowed' });
    const broken = await app.inject('/api/test-multipart');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The upload could not be read. Please try again.' });
  });

  it('answers a URL that is not valid percent-encoding with 400 { message } and the security headers', async () => {
    const res = await t.app.inject('/api/orders/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This address is not valid' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names the failing parameter in a validation 400 and keeps spec messages first', async () => {
    const { app } = t;
    const res = await app.inject({ method: 'POST', url: '/api/test-validate', payload: { phone: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Enter a valid 10-digit phone number', errors: ['phone: Enter a valid 10-digit phone number'] });
    const typed = await app.inject('/api/test-typed');
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual({ message: 'Cart is empty' });
    const badJson = await app.inject({ method: 'POST', url: '/api/test-validate', payload: '{"phone":', headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBeTypeOf('string');
  });

  it('sends security headers on API answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('publishes the OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/banners', '/api/categories', '/api/categories/subcategories/all']));
    // Every documented route declares that a 4xx it does not name has the shared error shape.
    const categories = (doc.paths['/api/categories'] as { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }).get;
    expect(categories.responses['4XX']?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message'] });
  });
});
