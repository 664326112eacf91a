import type { AdminHandler } from './AdminHandler.ts';
import { requireApprovedCampaign } from './requireApprovedCampaign.ts';
import { salesCampaignDetailOf } from './salesCampaignDetailOf.ts';

/** {tenant}/salesCampaign/{id}: one approved campaign with its choices; 404 unknown in the tenant, 409 not approved. */
export const handleSalesCampaign: AdminHandler = (context, request) => {
  const record = requireApprovedCampaign(context, request.caller.tenant, request.params.salesCampaignId ?? '');
  return { status: 200, json: salesCampaignDetailOf(record.campaign) };
};
