import type { AdminSalesCampaign } from '../../admin/api/adminSalesCampaign.ts';
import { maintainedSalesCampaignFields, salesCampaignInput } from '../../admin/api/salesCampaignInput.ts';
import { validateSalesCampaign } from '../../admin/rules/validateSalesCampaign.ts';
import { diffFields } from '../domain/diffFields.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { assignableBonuses } from './bonuses.ts';
import { requireApprovedCampaign, salesCampaignDetailOf } from './salesCampaigns.ts';
import { countryGroups } from './countryGroups.ts';
import { billingFrequencyGroupsForAdmin, loadAdminCampaign } from './loadAdminCampaign.ts';
import { recordAudit } from './auditLog.ts';
import { saveAdminCampaign } from './saveAdminCampaign.ts';

/** What staff maintain of a campaign: the audit compares this, not the catalogue data derived from it. */
function maintained(campaign: AdminSalesCampaign): Record<string, unknown> {
  const fields = Object.keys(maintainedSalesCampaignFields) as Array<keyof typeof maintainedSalesCampaignFields>;
  return { ...Object.fromEntries(fields.map((field) => [field, campaign[field]])), baseInfo: { text: campaign.baseInfo.text } };
}

/**
 * POST {tenant}/salesCampaign: saves what staff maintain of an approved campaign. 400
 * INVALID_BODY for a body off the schema, 400 INVALID_SALES_CAMPAIGN with the fields that break
 * a rule (nothing is saved then), 404 / 409 as for reading it; 200 with the campaign as stored.
 * The changed fields go into the audit log.
 */
export const handleSaveSalesCampaign: AdminHandler = (context, request) => {
  const input = parseJsonBody(request.body, salesCampaignInput);
  const { tenant } = request.caller;
  const before = requireApprovedCampaign(context, tenant, input.id).campaign;
  const assigned = before.bonuses.map((entry) => entry.materialNumber);
  const fields = validateSalesCampaign(input, {
    countryGroups,
    billingFrequencyGroups: billingFrequencyGroupsForAdmin,
    assignableBonuses: assignableBonuses(context.db, tenant, assigned).map((bonus) => bonus.materialNumber),
  });
  if (fields.length > 0) throw apiFailure(400, 'INVALID_SALES_CAMPAIGN', { message: 'Bitte prüfen Sie die markierten Felder.', fields });
  saveAdminCampaign(context.db, input, tenant);
  const after = loadAdminCampaign(context.db, input.id, tenant)!.campaign;
  recordAudit(context.db, request.caller, context.now(), {
    objectType: 'salesCampaign', objectId: input.id, action: 'updated', changes: diffFields(maintained(before), maintained(after)),
  });
  return { status: 200, json: salesCampaignDetailOf(after) };
};
