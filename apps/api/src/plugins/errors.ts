import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/** Postgres errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '53300']);

/** A full connection pool, a refused or dropped connection: the shop is busy or its database is away. */
function isDatabaseUnavailable(message: string): boolean {
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|PGlite is closed/i.test(message);
}

function fieldOf(issue: { instancePath?: string }): string {
  return issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
}

/** One error shape for every route: `{ message, errors? }`; a 5xx never carries a stack or SQL. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
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
      return reply.status(429).send({ message: 'Too many requests. Please wait a moment and try again.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, wrong content type): their messages are safe.
      return reply.status(status).send({ message: error.message });
    }
    if (UNAVAILABLE_CODES.has(String(error.code)) || isDatabaseUnavailable(error.message)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: 'The shop is busy right now. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
