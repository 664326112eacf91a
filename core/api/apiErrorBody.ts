import { array, string, type } from 'superstruct';
import { maybe } from './entities/maybe.ts';

/**
 * The body of every refused call (order, payment, customizing and admin calls): an error code, a German `message`
 * where people read it, and for a refused body the failing fields (`path` as in the request body).
 */
export const apiErrorBody = type({
  error: string(),
  message: maybe(string()),
  fields: maybe(array(type({ path: string(), message: string() }))),
});
