/**
 * One arbitrary per documented route: requests built from its declared parameters and body, most
 * of them broken on purpose, sent as anonymous, as a customer or as an admin.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { fillPath, type Operation } from './openapi.ts';
import { anyJson, deepJsonText, fitting, hostile, nastyString, wrongType } from './schema-arbitrary.ts';

export type Role = 'anonymous' | 'customer' | 'admin' | 'garbage token';

export interface HostileRequest {
  role: Role;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was sent, short (no token), for failure messages; fast-check prints counterexamples with it too. */
  describe(): string;
}

export interface RequestContext {
  /** Ids that exist (products, the customers' orders, addresses, reviews, cart lines…), so requests get past the first lookup. */
  knownIds: string[];
  headersFor(role: Exclude<Role, 'anonymous' | 'garbage token'>): Record<string, string>;
}

const ROLES: Role[] = ['anonymous', 'customer', 'admin', 'garbage token'];

function shorten(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** A body as the bytes sent: JSON of a value, JSON with a broken syntax, or another content type. */
function bodyFor(op: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  const sends = op.method !== 'GET';
  const shaped = op.body ? hostile(op.body) : anyJson;
  return fc.oneof(
    { weight: sends ? 10 : 1, arbitrary: json(shaped) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: json(anyJson) },
    { weight: 1, arbitrary: deepJsonText.map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '[1,]', 'nul', '"', '{"a":1}{"b":2}')
      .map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=zz', 'application/json; charset=utf-16'), nastyString)
      .map(([contentType, payload]) => ({ payload, contentType })) },
  );
}

function queryFor(op: Operation): fc.Arbitrary<string> {
  const params = op.params.filter((p) => p.in === 'query');
  const value = (schema: Operation['params'][number]['schema']) => fc.oneof(
    { weight: 4, arbitrary: fitting(schema) },
    { weight: 2, arbitrary: wrongType(schema) },
    { weight: 2, arbitrary: nastyString },
  );
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) record[p.name] = value(p.schema);
  const extra = fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), nastyString), { freq: 4 });
  return fc.tuple(fc.record(record, { requiredKeys: [] }), extra).map(([values, more]) => {
    const search = new URLSearchParams();
    for (const [name, v] of Object.entries(values)) {
      for (const item of Array.isArray(v) ? v : [v]) search.append(name, typeof item === 'string' ? item : JSON.stringify(item) ?? '');
    }
    if (more) search.append(more[0], more[1]);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

function pathFor(op: Operation, ctx: RequestContext): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(op.path);
  const value = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ctx.knownIds) },
    { weight: 2, arbitrary: nastyString.filter((s) => s.length > 0 && s.length < 2_000) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', 'null', 'DH-2026-000001', 'a'.repeat(201), '..', '%', '%2F') },
  );
  return fc.tuple(...names.map(() => value)).map((values) => fillPath(op.path, Object.fromEntries(names.map((n, i) => [n, values[i]!]))));
}

export function requestsFor(op: Operation, ctx: RequestContext): fc.Arbitrary<HostileRequest> {
  const idempotencyKey = fc.option(fc.oneof(fc.uuid(), nastyString.filter((s) => !/[\r\n\0]/.test(s) && s.length < 4_000)), { freq: 3 });
  return fc.record({
    role: fc.constantFrom(...ROLES),
    path: pathFor(op, ctx),
    query: queryFor(op),
    body: bodyFor(op),
    key: idempotencyKey,
  }).map(({ role, path, query, body, key }) => {
    const headers: Record<string, string> = {};
    if (role === 'garbage token') headers.authorization = 'Bearer not.a.token';
    else if (role !== 'anonymous') Object.assign(headers, ctx.headersFor(role));
    if (body.contentType) headers['content-type'] = body.contentType;
    // Header values cannot carry every character; the key is sent only when it is a legal header.
    if (key !== null && /^[\t\x20-\x7e\x80-\xff]*$/.test(key)) headers['idempotency-key'] = key;
    const url = `${path}${query}`;
    const describe = () => `${role}: ${op.method} ${shorten(url)}${body.payload !== undefined ? ` ${body.contentType} ${shorten(body.payload)}` : ''}`
      + `${headers['idempotency-key'] !== undefined ? ` (Idempotency-Key ${shorten(JSON.stringify(headers['idempotency-key']), 80)})` : ''}`;
    return {
      role, method: op.method, url, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}),
      describe, [fc.toStringMethod]: describe,
    };
  });
}

export function injectOptions(request: HostileRequest): InjectOptions {
  return {
    method: request.method, url: request.url, headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
}
