import { is } from 'superstruct';
import type { Infer } from 'superstruct';
import { apiErrorBody as adminErrorBody, isApiCallError } from '../../core/index.ts';

// A refused admin call's body is the contract's error body: an error code, a German `message` for staff and, for a
// refused form, the failing fields (`path` as in the request body, e.g. `priceInfos.0.description`).

/** The body of a refused admin call. */
export type AdminErrorBody = Infer<typeof adminErrorBody>;

/** The server's error body of a failed admin call, when it sent one. */
export function adminErrorOf(error: unknown): AdminErrorBody | undefined {
  if (!isApiCallError(error) || error.kind !== 'http') return undefined;
  return is(error.body, adminErrorBody) ? error.body : undefined;
}
