import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FormToken } from '../../core/api/entities/formToken.ts';
import { formToken } from '../../core/api/entities/formToken.ts';
import { is } from 'superstruct';
import { apiFailure } from './apiFailure.ts';

/** The HMAC-SHA256 signature over a token's content. */
function signFormToken(secret: string, random: string, expirationTimestamp: number): string {
  return createHmac('sha256', secret).update(`${random}.${expirationTimestamp}`).digest('base64url');
}

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

/** Starts the random part of a form token issued for a staff preview; the signature covers it, so nobody can forge one. */
const previewTokenPrefix = 'preview.';

/** Whether the form token was issued for a staff preview (admin/README.md, "Preview as a reader"). */
export function isPreviewToken(token: FormToken | undefined): boolean {
  return token?.content.random.startsWith(previewTokenPrefix) ?? false;
}

/** What a form token was issued for: signed into its random part, so it cannot be moved to another tenant or campaign. */
export interface FormTokenBinding {
  readonly tenant: string;
  readonly salesCampaignId: string;
  /** Epoch milliseconds of issue. */
  readonly issuedAt: number;
}

/**
 * The random part of a token bound to `binding`: `[preview.]tenant.issuedAt.nonce.campaign`. The
 * token's shape (funnel.md section 3) stays as it is; the signature covers the random part.
 */
function bindingRandom(binding: FormTokenBinding, nonce: string, preview: boolean): string {
  return `${preview ? previewTokenPrefix : ''}${binding.tenant}.${binding.issuedAt.toString(36)}.${nonce}.${binding.salesCampaignId}`;
}

/** Reads the binding of a verified token; undefined for a token without one. */
export function readTokenBinding(token: FormToken): FormTokenBinding | undefined {
  const random = token.content.random.startsWith(previewTokenPrefix) ? token.content.random.slice(previewTokenPrefix.length) : token.content.random;
  const match = /^([a-z]+)\.([0-9a-z]+)\.[\w-]+\.(.+)$/.exec(random);
  if (!match) return undefined;
  return { tenant: match[1]!, issuedAt: Number.parseInt(match[2]!, 36), salesCampaignId: match[3]! };
}

/**
 * Refuses a token used for another tenant or campaign than it was issued for with 403
 * TOKEN_MISMATCH; `salesCampaignId` undefined checks the tenant only (calls that name no campaign).
 */
export function requireTokenBinding(token: FormToken | undefined, tenant: string | undefined, salesCampaignId?: string): void {
  if (token === undefined) return;
  const binding = readTokenBinding(token);
  const wrongTenant = tenant !== undefined && binding?.tenant !== tenant;
  const wrongCampaign = salesCampaignId !== undefined && binding?.salesCampaignId !== salesCampaignId;
  if (!binding || wrongTenant || wrongCampaign) throw apiFailure(403, 'TOKEN_MISMATCH', { message: 'The form token was issued for another tenant or campaign.' });
}
