import type { Struct } from 'superstruct';
import { validate } from 'superstruct';
import { apiFailure } from './apiFailure.ts';

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

/** The deepest nesting of objects and arrays in a JSON text, counted without parsing (brackets inside strings ignored). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}
