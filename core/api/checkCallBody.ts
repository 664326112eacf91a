import { validate } from 'superstruct';
import type { Struct, StructError } from 'superstruct';
import { apiCallError } from './apiCallError.ts';

function failingPaths(error: StructError): string[] {
  return error.failures().map((failure) => `${failure.path.join('.') || '(body)'}: ${failure.message}`);
}

/**
 * Checks a request body before it is sent: coerced and reduced to the schema's known fields; a
 * body that breaks the schema throws a `schema` ApiCallError naming the failing fields.
 */
export function checkRequestBody<T, Call extends string>(call: Call, value: unknown, struct: Struct<T, unknown>): T {
  const [error, masked] = validate(value, struct, { coerce: true, mask: true });
  if (error) throw apiCallError(call, 'schema', { body: failingPaths(error), message: `request: ${error.message}` });
  return masked;
}

/** Checks an answer's body against its schema; one that breaks it throws a `schema` ApiCallError. */
export function checkResponseBody<T, Call extends string>(call: Call, value: unknown, struct: Struct<T, unknown>): T {
  const [error, checked] = validate(value, struct);
  if (error) throw apiCallError(call, 'schema', { body: failingPaths(error), message: `response: ${error.message}` });
  return checked;
}
