import { array, is, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { isApiCallError, maybe } from '../../core/index.ts';

/**
 * The body of a refused admin call: an error code, a German `message` for staff and, for a
 * refused form, the failing fields (`path` as in the request body, e.g. `priceInfos.0.description`).
 */
const adminErrorBody = type({
  error: string(),
  message: maybe(string()),
  fields: maybe(array(type({ path: string(), message: string() }))),
});

/** The body of a refused admin call. */
export type AdminErrorBody = Infer<typeof adminErrorBody>;

/** The server's error body of a failed admin call, when it sent one. */
export function adminErrorOf(error: unknown): AdminErrorBody | undefined {
  if (!isApiCallError(error) || error.kind !== 'http') return undefined;
  return is(error.body, adminErrorBody) ? error.body : undefined;
}
