import type { AdminHandler } from './AdminHandler.ts';
import { assignableBonuses } from './assignableBonuses.ts';
import { requireApprovedCampaign } from './requireApprovedCampaign.ts';

/** {tenant}/salesCampaign/{id}/availableBonuses: the bonuses the campaign may be given. */
export const handleAvailableBonuses: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const record = requireApprovedCampaign(context, tenant, request.params.salesCampaignId ?? '');
  const assigned = record.campaign.bonuses.map((entry) => entry.materialNumber);
  return { status: 200, json: assignableBonuses(context.db, tenant, assigned) };
};
