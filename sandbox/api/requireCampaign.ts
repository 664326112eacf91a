import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import { loadCampaign } from '../store/loadCampaign.ts';

/** The tenant's orderable campaign, or 404 CAMPAIGN_NOT_FOUND. */
export function requireCampaign(context: SandboxContext, id: string, tenant: string | undefined): CampaignRecord {
  const campaign = loadCampaign(context.db, id, tenant);
  if (!campaign || campaign.unavailableCode || !campaign.active) throw apiFailure(404, 'CAMPAIGN_NOT_FOUND', { salesCampaignId: id });
  return campaign;
}
