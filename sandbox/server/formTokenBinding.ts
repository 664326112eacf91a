import type { FormToken } from '../../core/api/entities/formToken.ts';
import { apiFailure } from './apiFailure.ts';
import { previewTokenPrefix } from './isPreviewToken.ts';

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
export function bindingRandom(binding: FormTokenBinding, nonce: string, preview: boolean): string {
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
