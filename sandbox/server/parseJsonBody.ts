import { validate } from 'superstruct';
import type { Struct } from 'superstruct';
import { apiFailure } from './apiFailure.ts';
import { jsonDepth } from './jsonDepth.ts';

/** No body of the contract nests deeper than a handful of levels; 32 leaves room and bounds the work of parsing and checking. */
const maxDepth = 32;

/** Parses and checks a JSON body; a bad one is answered 400 with the failing fields, one nested deeper than 32 levels with 400 JSON_TOO_DEEP. */
export function parseJsonBody<T>(body: Buffer, struct: Struct<T, unknown>): T {
  const text = body.toString('utf8');
  if (jsonDepth(text) > maxDepth) throw apiFailure(400, 'JSON_TOO_DEEP', { fields: [{ path: '', message: `at most ${maxDepth} levels of nesting` }] });
  let value: unknown;
  try {
    value = JSON.parse(text);
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
