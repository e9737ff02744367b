/**
 * fast-check arbitraries from the OpenAPI JSON schemas: values that fit a schema (so requests
 * reach deep into the routes) and hostile variations of them — wrong types, huge and odd unicode
 * strings, missing and extra fields, whole bodies of the wrong shape.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi.ts';

/** Strings that have broken servers before: NUL, control and direction marks, lone surrogates, injections, numbers as text. */
export const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\t\r\n', '\u202eevil', '\u200b', '\ud800', '\udfff', '\uffff', '😀', '👩🏽‍🚀'.repeat(50),
  'नमस्ते', 'ஆ'.repeat(300), 'Ω'.repeat(5_000), "' or '1'='1", "'; drop table users; --", '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>', '../../../../etc/passwd', '%00', '%2e%2e%2f', '{{7*7}}', '${7*7}', '__proto__',
  'constructor', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '0x10', '9'.repeat(400), 'true', '[]', '{}',
];

export const NASTY_NUMBERS = [-1, 0, 0.5, -0.0, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, 1e-300, 999_999_999_999, 2 ** 31];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 3_000 }).map((n) => '€🙂'.repeat(n)) },
);

const anyScalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString, fc.constantFrom(...NASTY_NUMBERS), fc.boolean(), fc.constant(null), fc.integer(), fc.double({ noNaN: true }),
);

/** Anything JSON can carry, a little deep, with nasty leaves. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Deep nesting as JSON text (to catch recursion limits; kept as text, as a value it would strain the generator). */
export const deepJsonText = fc.tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A value that fits the schema (as far as patterns and formats allow). */
export function fitting(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const base = fittingInner(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function fittingInner(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, depth + 1)));
  if (schema.allOf?.length) return fitting(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  switch (typeOf(schema)) {
    case 'string': return fittingString(schema);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1_000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(fitting(schema.items ?? {}, depth + 1), { minLength, maxLength: Math.min(schema.maxItems ?? 4, minLength + 4) });
    }
    case 'object': return fittingObject(schema, depth);
    default:
      if (schema.properties) return fittingObject(schema, depth);
      return depth > 4 ? anyScalar : anyJson;
  }
}

function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      const maxLength = schema.maxLength;
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => maxLength === undefined || s.length <= maxLength);
    } catch {
      // a pattern JavaScript cannot read: fall through to plain text
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 60);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function fittingObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = fitting(property, depth + 1);
  const requiredKeys = Object.keys(properties).filter((k) => required.has(k));
  return fc.record(record, { requiredKeys });
}

/** A value of another JSON type than the schema asks for. */
export function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const candidates: (fc.Arbitrary<unknown> | null)[] = [
    type !== 'string' ? nastyString : null,
    type !== 'integer' && type !== 'number' ? fc.constantFrom(...NASTY_NUMBERS) : null,
    type !== 'boolean' ? fc.boolean() : null,
    type !== 'array' ? fc.array(anyScalar, { maxLength: 3 }) : null,
    type !== 'object' ? fc.dictionary(fc.string({ maxLength: 6 }), anyScalar, { maxKeys: 3 }) : null,
    schema.nullable ? null : fc.constant(null),
  ];
  return fc.oneof(...candidates.filter((a): a is fc.Arbitrary<unknown> => a !== null));
}

/**
 * For a body (or any value) schema: fitting values, and fitting objects with one field broken —
 * wrong type, nasty string, dropped (even when required), or an unknown field added.
 */
export function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema.properties ?? {});
  const broken: fc.Arbitrary<unknown>[] = [
    fitting(schema),
    wrongType(schema),
  ];
  if (properties.length > 0) {
    const base = fittingObject(schema, 0);
    const field = fc.constantFrom(...properties);
    broken.push(
      fc.tuple(base, field).chain(([body, name]) => wrongType(schema.properties![name]!).map((v) => ({ ...body, [name]: v }))),
      fc.tuple(base, field, nastyString).map(([body, name, text]) => ({ ...body, [name]: text })),
      fc.tuple(base, field).map(([body, name]) => {
        const copy = { ...body };
        delete copy[name];
        return copy;
      }),
      fc.tuple(base, fc.string({ minLength: 1, maxLength: 20 }), anyJson).map(([body, key, value]) => ({ ...body, [key]: value })),
      // Duplicates another generated body's field (often of another length or enum value).
      fc.tuple(base, field, base).map(([body, name, other]) => ({ ...body, [name]: other[name] ?? null })),
    );
  } else if (typeOf(schema) === 'string') {
    broken.push(nastyString);
  }
  return fc.oneof(...broken);
}
