import type { FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../lib/types.ts';
import { isAdminRoute } from '../modules/admin/access/admin-guard.ts';
import { ERROR_COMPONENT } from './openapi/error-component.ts';
import { finishDocument } from './openapi/finish-document.ts';
import { TAGS } from './openapi/tags.ts';

const BEARER = [{ bearer: [] }];
const PUBLIC: never[] = [];

/**
 * The route's security as the document states it: its own `schema.security` when it has one,
 * else bearer when a hook on the route itself (or the admin guard, for /api/admin) asks for a
 * sign-in, else public (`security: []`). Routes behind a plugin-wide `app.authenticate` hook
 * declare `security` themselves; docs.test.ts calls every operation without a token and checks
 * the answer is a 401 exactly where the document says bearer.
 */
function securityOf(app: App, route: RouteOptions, schema: FastifySchema & { security?: unknown }) {
  if (schema.security) return schema.security;
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
  const guarded = hooks.includes(app.authenticate) || hooks.includes(app.requireAdmin) || isAdminRoute(route.url);
  return guarded ? BEARER : PUBLIC;
}

/** PUBLIC_URL as a server URL (no trailing slash: paths start with one). */
const serverUrl = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json).
 * Operation ids, tags, shared error answers and examples: plugins/openapi/.
 */
export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dhatu API',
        version: '1.0.0',
        summary: 'The shop API behind the Dhatu storefront: catalogue, sign-in, cart, checkout, orders and the owner\'s console.',
        description: [
          'Prices are in rupees. Signed-in calls carry `Authorization: Bearer <token>` (POST /api/auth/otp/verify answers the tokens);',
          'a 401 means sign in again or refresh with POST /api/auth/refresh. Every 4xx and 5xx answer has the shape of the Error schema.',
          `Calls are counted per address per ${app.config.RATE_LIMIT_WINDOW}: searches (GET /api/products?search=) ${app.config.RATE_LIMIT_SEARCH_MAX},`,
          `one-time codes ${app.config.RATE_LIMIT_CODES_MAX}, order placement ${app.config.RATE_LIMIT_ORDERS_MAX}, other calls ${app.config.RATE_LIMIT_MAX};`,
          'past that any call may answer 429 with Retry-After (seconds).',
        ].join(' '),
      },
      servers: [{ url: serverUrl(app.config.PUBLIC_URL), description: 'This shop (PUBLIC_URL)' }],
      tags: [...TAGS],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from POST /api/auth/otp/verify or /api/auth/refresh' } },
        schemas: { Error: ERROR_COMPONENT },
      },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // A route without a schema is still documented (and needs its security said).
      const schema = (output.schema ?? {}) as FastifySchema & { hide?: boolean; security?: unknown };
      if (!schema.hide) schema.security = securityOf(app, input.route, (input.schema ?? {}));
      return { ...output, schema };
    },
    transformObject: (document) => ('openapiObject' in document ? finishDocument(document.openapiObject) : document.swaggerObject),
    hideUntagged: false,
    // Paths are the routes as they are; PUBLIC_URL is the shop's root, never a prefix to remove.
    stripBasePath: false,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // swagger-ui ships inline scripts; its page gets its own relaxed CSP rather than weakening the shop's.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}
