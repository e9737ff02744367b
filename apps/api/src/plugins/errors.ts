import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { UNAVAILABLE_HEADERS, UNAVAILABLE_MESSAGE } from '../lib/unavailable-page.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits.ts';

/** PostgreSQL refuses text it cannot store (a NUL character, 22021): the client sent it, so it is a 400. */
function causedByUnstorableText(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code } = current as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

/** The multipart parser (busboy) gave up on a body that is not well-formed multipart: the client's fault. */
const MALFORMED_MULTIPART = /^Multipart: Boundary not found$|unexpected end of multipart data$|^Boundary required$/i;

function fieldOf(issue: { instancePath?: string }): string {
  return issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
}

/** One error shape for every route: `{ message, errors? }`; a 5xx never carries a stack or SQL. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...error.details, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => `${fieldOf(issue) || context}: ${issue.message ?? 'is invalid'}`);
      const first = error.validation[0];
      // Body messages are the spec's own words ('Please enter the OTP'); URL parameters are named.
      const message = context === 'body'
        ? first?.message ?? 'Invalid request'
        : `Invalid ${context === 'querystring' ? 'query parameter' : 'path parameter'} '${first ? fieldOf(first) : ''}': ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send({ message, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: TOO_MANY_REQUESTS_MESSAGE });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, wrong content type): their messages are safe.
      return reply.status(status).send({ message: error.message });
    }
    if (causedByUnstorableText(error)) {
      return reply.status(400).send({ message: 'The request contains characters that are not allowed' });
    }
    if (MALFORMED_MULTIPART.test(error.message)) {
      return reply.status(400).send({ message: 'The upload could not be read. Please try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).headers(UNAVAILABLE_HEADERS).send({ message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
