import { randomBytes } from 'node:crypto';
import type { FormToken } from '../../core/api/entities/formToken.ts';
import { formTokenLifetimeMs } from './formTokenLifetimeMs.ts';
import { signFormToken } from './signFormToken.ts';

/** Issues a form token: random content, expiration timestamp and HMAC signature. */
export function createFormToken(secret: string, now: Date): FormToken {
  const random = randomBytes(24).toString('base64url');
  const expirationTimestamp = now.getTime() + formTokenLifetimeMs;
  return { content: { random, expirationTimestamp }, signature: signFormToken(secret, random, expirationTimestamp) };
}
