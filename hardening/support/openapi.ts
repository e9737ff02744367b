/**
 * The routes as the API itself documents them (GET /api/docs/json), read at run time so every
 * route added later is covered without a hand-kept list; and a validator for each declared answer.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { App } from '../../apps/api/src/lib/types.ts';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: /api/orders/{id} */
  path: string;
  summary: string;
  description: string;
  /** Needs a bearer token (declares `security`). */
  secured: boolean;
  params: Parameter[];
  /** The JSON body schema, when one is declared. */
  body: JsonSchema | null;
  /** Declared answers by status code ('200', '4XX', 'default'). */
  responses: Record<string, { contentTypes: string[]; schema: JsonSchema | null }>;
}

interface OpenApiDocument {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<string, Record<string, {
    summary?: string; description?: string; security?: unknown[];
    parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
    responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  }>>;
}

export async function loadOperations(app: App): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const doc = withComponentsInlined(res.json() as OpenApiDocument);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const responses: Operation['responses'] = {};
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        const content = answer.content ?? {};
        responses[status] = { contentTypes: Object.keys(content), schema: content['application/json']?.schema ?? null };
      }
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        secured: (op.security?.length ?? 0) > 0,
        params: (op.parameters ?? []).filter((p) => ['path', 'query', 'header'].includes(p.in)).map((p) => ({
          name: p.name, in: p.in as Parameter['in'], required: p.required ?? p.in === 'path', schema: p.schema ?? {},
        })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        responses,
      });
    }
  }
  return operations;
}

/** The document with each `$ref` to a component schema (the shared Error answer) replaced by the schema itself. */
function withComponentsInlined(doc: OpenApiDocument): OpenApiDocument {
  const schemas = doc.components?.schemas ?? {};
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const target = schemas[ref.slice('#/components/schemas/'.length)];
      if (!target) throw new Error(`the document refers to ${ref}, which it does not define`);
      return inline(target);
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child)]));
  };
  return { ...doc, paths: inline(doc.paths) as OpenApiDocument['paths'] };
}

export const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** `/api/orders/{id}` with the values filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeSegment(values[name] ?? ''));
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as bytes that are not UTF-8. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

export const pathParamsOf = (op: Operation) => op.params.filter((p) => p.in === 'path');

/** Compiles the declared answer schemas once. */
export function responseChecker() {
  // strict off: the document carries OpenAPI words (nullable, example, description) Ajv need not know.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  (addFormatsPlugin as unknown as (a: Ajv) => void)(ajv);
  const cache = new Map<JsonSchema, ValidateFunction>();
  const validatorFor = (schema: JsonSchema) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    return validate;
  };
  return {
    /** What is wrong with an answer, or null when its body fits what the route declares for that status. */
    check(op: Operation, status: number, contentType: string, body: string): string | null {
      const isJson = contentType.includes('application/json');
      // A path the router could not match (an id over the length limit) is answered by the
      // catch-all, not by this route: it must be the shared error shape.
      const unmatched = status === 404 && /^\{"message":"Route [A-Z]+ \S* not found"\}$/.test(body);
      const declared = unmatched ? { schema: ERROR_SHAPE } : op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
      if (!declared) return `answered ${status}, which the document does not declare for this route`;
      if (!declared.schema || isOpaque(declared.schema)) return null; // a file (a PDF invoice), not JSON
      if (!isJson) {
        // A page (the sandbox payment page) is declared as a string: its text is that string.
        if (declared.schema.type === 'string') return null;
        return `declared JSON, sent ${contentType}`;
      }
      const parsed = parse(body);
      if (parsed === undefined) return `body is not JSON: ${body.slice(0, 200)}`;
      const validate = validatorFor(declared.schema);
      if (validate(parsed)) return null;
      const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      return `body does not match the declared ${status} schema: ${errors}`;
    },
  };
}

/** errorResponseSchema of @dhatu/domain/contracts as JSON schema. */
const ERROR_SHAPE: JsonSchema = {
  type: 'object', properties: { message: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
  required: ['message'], additionalProperties: false,
};

/** A schema that only describes (e.g. `{ description: 'application/pdf' }`): the answer is a file. */
function isOpaque(schema: JsonSchema): boolean {
  return Object.keys(schema).every((key) => key === 'description');
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
