import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { errorResponseSchema } from '@dhatu/domain/contracts';

export const ERROR_REF = '#/components/schemas/Error';

type Schema = Record<string, unknown>;

const withoutDescriptions = (schema: Schema): Schema => JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === 'description' || key === '$schema' ? undefined : value))) as Schema;

/** The contract's errorResponseSchema (@dhatu/domain/contracts, common.ts) as JSON Schema 2020-12 (what the route schemas turn into in an OpenAPI 3.1 document). */
const ERROR_SHAPE = withoutDescriptions(z.toJSONSchema(errorResponseSchema, { target: 'draft-2020-12' }));

const ERROR_PROPERTIES = ERROR_SHAPE.properties as Record<string, unknown>;

/**
 * True for a schema of the shared error shape `{ message, errors? }` (errorResponseSchema of @dhatu/domain/contracts), or of
 * a part of it (a route declaring just `{ message }`): every answer it allows is an Error.
 */
export function isErrorShape(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const { type, properties, required, additionalProperties, ...rest } = withoutDescriptions(schema as Schema);
  const names = Object.keys((properties ?? {}));
  return type === 'object' && additionalProperties === false && Object.keys(rest).length === 0
    && Array.isArray(required) && required.includes('message')
    && names.every((name) => name in ERROR_PROPERTIES && isDeepStrictEqual((properties as Schema)[name], ERROR_PROPERTIES[name]));
}

/**
 * True for a schema that is the error shape with more fields beside it (placeOrder's 409 also
 * carries the new totals): a client that reads `message` and `errors` reads it as an Error.
 */
export function extendsErrorShape(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const { type, properties, required } = withoutDescriptions(schema as Schema);
  return type === 'object' && Array.isArray(required) && required.includes('message')
    && Object.entries(ERROR_PROPERTIES).every(([name, shape]) => isDeepStrictEqual((properties as Schema | undefined)?.[name], shape));
}

/** components.schemas.Error: the one answer of every 4xx and 5xx (plugins/errors.ts). */
export const ERROR_COMPONENT = {
  ...ERROR_SHAPE,
  description: [
    'Every 4xx and 5xx answer. message is meant for the shopper, in the words the storefront shows;',
    'errors lists each invalid field as "field: message" when a request did not pass validation.',
    'A 5xx never carries a stack trace or SQL.',
  ].join(' '),
  examples: [
    { message: 'Only 2 left in stock for Brass Diya With Peacock Motif' },
    { message: 'Please enter a valid 10-digit mobile number', errors: ['phone: Please enter a valid 10-digit mobile number'] },
  ],
};
