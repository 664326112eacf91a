import { timingSafeEqual } from 'node:crypto';
import { is } from 'superstruct';
import { formToken } from '../../core/api/entities/formToken.ts';
import type { FormToken } from '../../core/api/entities/formToken.ts';
import { apiFailure } from './apiFailure.ts';
import { signFormToken } from './signFormToken.ts';

/**
 * Checks the `token` header: missing or unreadable is refused with 401 TOKEN_MISSING, a wrong
 * signature with 403 TOKEN_INVALID, an expired token with 401 TOKEN_EXPIRED.
 */
export function verifyFormToken(secret: string, header: string | string[] | undefined, now: Date): FormToken {
  if (typeof header !== 'string' || header === '') throw apiFailure(401, 'TOKEN_MISSING');
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    throw apiFailure(401, 'TOKEN_MISSING');
  }
  if (!is(value, formToken)) throw apiFailure(401, 'TOKEN_MISSING');
  const expected = Buffer.from(signFormToken(secret, value.content.random, value.content.expirationTimestamp));
  const given = Buffer.from(value.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw apiFailure(403, 'TOKEN_INVALID');
  if (value.content.expirationTimestamp <= now.getTime()) throw apiFailure(401, 'TOKEN_EXPIRED');
  return value;
}
