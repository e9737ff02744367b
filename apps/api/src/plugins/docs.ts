import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type DocumentedSchema = { hide?: boolean; response?: Record<string, unknown> };

/** What every 4xx answer is (plugins/errors.ts), as JSON schema: lib/error-schema.ts. */
const CLIENT_ERROR = {
  description: 'Client error: { message, errors? }',
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
  required: ['message'],
  additionalProperties: false,
};

/**
 * Any route can answer a 4xx its schema does not name (415 for another content type, 413 for a
 * body over the limit, 400 for a bad query), always in the shared error shape: the document says
 * so with a 4XX answer on every route that documents its answers.
 */
function declareClientErrors(schema: DocumentedSchema | undefined) {
  if (!schema || schema.hide || !schema.response || schema.response['4xx'] || schema.response['4XX']) return;
  schema.response = { ...schema.response, '4xx': CLIENT_ERROR };
}

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dhatu API', description: 'The shop API behind the Dhatu storefront.', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      declareClientErrors(output.schema as DocumentedSchema | undefined);
      return output;
    },
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // swagger-ui ships inline scripts; its page gets its own relaxed CSP rather than weakening the shop's.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}
