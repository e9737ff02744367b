import { STATUS_CODES } from 'node:http';
import { ERROR_REF, isErrorShape } from './error-component.ts';
import { EXAMPLES } from './examples.ts';
import { OPERATION_IDS } from './operations.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Media { schema?: unknown; example?: unknown; examples?: unknown }
interface Response { description?: string; headers?: Record<string, unknown>; content?: Record<string, Media> }
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, Response>;
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>;

const errorAnswer = (description: string): Response => ({ description, content: { 'application/json': { schema: { $ref: ERROR_REF } } } });

function describeStatus(status: string): string {
  if (status === '4XX') return 'Client error';
  if (status === '5XX') return 'Server error';
  return STATUS_CODES[Number(status)] ?? status;
}

/** A media type alone as a schema's description: the routes' way to say "not JSON". */
const MEDIA_TYPE = /^(text|application|image)\/[\w.+-]+$/;
const FILE_DESCRIPTIONS: Record<string, string> = { 'text/html': 'An HTML page', 'application/pdf': 'A PDF file' };

/**
 * A route answers a page or a file with a schema described by its media type
 * (`z.any().describe('application/pdf')`, payments' htmlSchema): the document says that media
 * type instead of JSON. A redirect says where it goes.
 */
function describeNonJson(status: string, response: Response): Response {
  const json = response.content?.['application/json'];
  const mediaType = (json?.schema as { description?: unknown } | undefined)?.description;
  if (json && typeof mediaType === 'string' && MEDIA_TYPE.test(mediaType)) {
    const schema = mediaType.startsWith('text/') ? { type: 'string' } : undefined;
    const description = response.description === mediaType ? FILE_DESCRIPTIONS[mediaType] ?? mediaType : response.description;
    return { ...response, description, content: { [mediaType]: schema ? { schema } : {} } };
  }
  if (/^3\d\d$/.test(status) && !response.headers) {
    return { ...response, headers: { Location: { description: 'The next page', schema: { type: 'string' } } } };
  }
  return response;
}

/**
 * Every error answer is the one Error component: a route's own 4xx/5xx schemas (all built from
 * errorResponseSchema of @dhatu/domain/contracts) become a $ref to it, and a route that lists only some 4xx codes also gets
 * 4XX, since any route can answer 400, 413, 415 or 429 in that shape.
 */
function shareErrorAnswers(responses: Record<string, Response>): Record<string, Response> {
  const result: Record<string, Response> = {};
  for (const [status, response] of Object.entries(responses)) {
    const description = !response.description || response.description === 'Default Response' ? describeStatus(status) : response.description;
    const json = response.content?.['application/json'];
    result[status] = /^[45]/.test(status) && json && isErrorShape(json.schema) ? errorAnswer(description) : describeNonJson(status, { ...response, description });
  }
  result['4XX'] ??= errorAnswer('Client error');
  return result;
}

/** Adds the written examples of an operation (examples.ts) to its request body and answers. */
function addExamples(operation: Operation): void {
  const examples = operation.operationId ? EXAMPLES[operation.operationId] : undefined;
  if (!examples) return;
  const requestMedia = operation.requestBody?.content?.['application/json'];
  if (examples.request !== undefined && requestMedia) requestMedia.example = examples.request;
  for (const [status, example] of Object.entries(examples.responses ?? {})) {
    const media = operation.responses?.[status]?.content?.['application/json'];
    if (media) media.example = example;
  }
}

/**
 * The last pass over the generated document (@fastify/swagger's transformObject): names each
 * operation, shares the error answers and adds examples. Operations are copied first: a route
 * with several methods hands the same object to each of them.
 */
export function finishDocument<D extends { paths?: object }>(document: D): D {
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, PathItem | undefined>)) {
    if (!item) continue;
    const finished: PathItem = { ...item };
    for (const method of METHODS) {
      const original = item[method];
      if (!original) continue;
      const operation = structuredClone(original);
      operation.operationId ??= OPERATION_IDS[`${method.toUpperCase()} ${path}`];
      operation.responses = shareErrorAnswers(operation.responses ?? {});
      addExamples(operation);
      finished[method] = operation;
    }
    paths[path] = finished;
  }
  return { ...document, paths };
}
