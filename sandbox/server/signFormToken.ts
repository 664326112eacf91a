import { createHmac } from 'node:crypto';

/** The HMAC-SHA256 signature over a token's content. */
export function signFormToken(secret: string, random: string, expirationTimestamp: number): string {
  return createHmac('sha256', secret).update(`${random}.${expirationTimestamp}`).digest('base64url');
}
