import { randomBytes } from 'node:crypto';
import type { FormToken } from '../../core/api/entities/formToken.ts';
import { formTokenLifetimeMs } from './formTokenLifetimeMs.ts';
import { previewTokenPrefix } from './isPreviewToken.ts';
import { signFormToken } from './signFormToken.ts';

/** Issues a form token: random content, expiration timestamp and HMAC signature; a preview's token is marked in its random part. */
export function createFormToken(secret: string, now: Date, preview = false): FormToken {
  const random = `${preview ? previewTokenPrefix : ''}${randomBytes(24).toString('base64url')}`;
  const expirationTimestamp = now.getTime() + formTokenLifetimeMs;
  return { content: { random, expirationTimestamp }, signature: signFormToken(secret, random, expirationTimestamp) };
}
