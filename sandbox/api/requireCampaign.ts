import { apiFailure } from '../server/apiFailure.ts';
import type { ApiRequest } from '../server/ApiRequest.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import { loadCampaign } from '../store/loadCampaign.ts';
import { requireTokenBinding } from '../server/formToken.ts';
import { continuesPreview, isOrderable } from './previewAccess.ts';

/**
 * The tenant's campaign, or 404 CAMPAIGN_NOT_FOUND: one readers can order today, or, for the calls
 * of a staff preview (`preview` given: the request), also one that is inactive or outside its validity.
 * A request's form token must have been issued for this campaign (403 TOKEN_MISMATCH).
 */
export function requireCampaign(
  context: SandboxContext,
  id: string,
  tenant: string | undefined,
  preview?: Pick<ApiRequest, 'token' | 'staffAccountId'>,
): CampaignRecord {
  requireTokenBinding(preview?.token, undefined, id);
  const campaign = loadCampaign(context.db, id, tenant);
  const previewed = (found: CampaignRecord) => preview !== undefined && continuesPreview(context.db, found, preview);
  if (!campaign || campaign.unavailableCode || !(isOrderable(campaign, context.now()) || previewed(campaign))) {
    throw apiFailure(404, 'CAMPAIGN_NOT_FOUND', { salesCampaignId: id });
  }
  return campaign;
}
