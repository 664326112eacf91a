import { randomBytes } from 'node:crypto';
import type { FormToken } from '../../core/api/entities/formToken.ts';
import { bindingRandom } from './formTokenBinding.ts';
import { signFormToken } from './signFormToken.ts';

/** A form token is valid for four hours: long enough for a payment round trip. */
export const formTokenLifetimeMs = 4 * 60 * 60 * 1000;

/**
 * Issues a form token bound to a tenant and campaign: random content carrying tenant, issue time
 * and campaign, expiration timestamp and HMAC signature; a preview's token is marked in its random part.
 */
export function createFormToken(secret: string, now: Date, binding: { tenant: string; salesCampaignId: string }, preview = false): FormToken {
  const random = bindingRandom({ ...binding, issuedAt: now.getTime() }, randomBytes(16).toString('base64url'), preview);
  const expirationTimestamp = now.getTime() + formTokenLifetimeMs;
  return { content: { random, expirationTimestamp }, signature: signFormToken(secret, random, expirationTimestamp) };
}
