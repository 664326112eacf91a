import { validate } from 'superstruct';
import type { Struct } from 'superstruct';
import { apiFailure } from './apiFailure.ts';

/** Parses and checks a JSON body; a bad one is answered 400 with the failing fields. */
export function parseJsonBody<T>(body: Buffer, struct: Struct<T, unknown>): T {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw apiFailure(400, 'INVALID_JSON', { fields: [] });
  }
  const [error, checked] = validate(value, struct);
  if (error) {
    const fields = error.failures().map((failure) => ({ path: failure.path.join('.'), message: failure.message }));
    throw apiFailure(400, 'INVALID_BODY', { fields });
  }
  return checked;
}
