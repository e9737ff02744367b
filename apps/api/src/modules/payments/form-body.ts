import type { FastifyInstance } from 'fastify';

/** Form posts (the sandbox page's buttons, Razorpay's return) are small. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * application/x-www-form-urlencoded bodies as a flat record of strings (a repeated field keeps its
 * last value; Razorpay's `error[code]` stays one key). Scoped to the plugin that calls it.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** Request bodies as the raw bytes they arrived as (webhook signatures are over the raw body). */
export function acceptRawBodies(app: FastifyInstance, bodyLimit = 256 * 1024): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}
