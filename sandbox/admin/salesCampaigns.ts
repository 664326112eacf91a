import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { AdminCampaignRecord } from './loadAdminCampaign.ts';
import { loadAdminCampaign, billingFrequencyGroupsForAdmin } from './loadAdminCampaign.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { AvailableSalesCampaign } from '../../admin/api/availableSalesCampaign.ts';
import type { AdminSalesCampaign, SalesCampaignDetail } from '../../admin/api/adminSalesCampaign.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { adminHref } from './AdminHandler.ts';
import { countryGroups } from './countryGroups.ts';

/** The tenant's campaign approved for customizing: 404 when the tenant has none by that id, 409 when it is not approved. */
export function requireApprovedCampaign(context: SandboxContext, tenant: string, id: string): AdminCampaignRecord {
  const record = loadAdminCampaign(context.db, id, tenant);
  if (!record) throw apiFailure(404, 'SALES_CAMPAIGN_NOT_FOUND', { message: `Die Verkaufsaktion ${id} gibt es bei diesem Titel nicht.` });
  if (!record.approved) {
    throw apiFailure(409, 'SALES_CAMPAIGN_NOT_APPROVED', { message: `Die Verkaufsaktion ${id} ist nicht freigegeben und kann nicht bearbeitet werden.` });
  }
  return record;
}

/** The approval list of a tenant: every campaign with id, name, active, approved and validity, by id. */
export function availableSalesCampaignsOf(db: DatabaseSync, tenant: string): AvailableSalesCampaign[] {
  return db
    .prepare('SELECT id, view, active, approved, valid_from, valid_until FROM campaigns WHERE tenant = ? ORDER BY id')
    .all(tenant)
    .map((row) => ({
      id: String(row.id),
      name: String((JSON.parse(String(row.view)) as { name: string }).name),
      active: Number(row.active) === 1,
      approved: Number(row.approved) === 1,
      validFrom: row.valid_from === null ? null : String(row.valid_from),
      validUntil: row.valid_until === null ? null : String(row.valid_until),
    }));
}

/** {tenant}/salesCampaigns: the overview, every campaign of the tenant approved for customizing, by id. */
export const handleSalesCampaigns: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const campaigns: AdminSalesCampaign[] = context.db
    .prepare('SELECT id FROM campaigns WHERE tenant = ? AND approved = 1 ORDER BY id')
    .all(tenant)
    .flatMap((row) => loadAdminCampaign(context.db, String(row.id), tenant)?.campaign ?? []);
  return { status: 200, json: campaigns };
};

/** {tenant}/salesCampaign/{id}: one approved campaign with its choices; 404 unknown in the tenant, 409 not approved. */
export const handleSalesCampaign: AdminHandler = (context, request) => {
  const record = requireApprovedCampaign(context, request.caller.tenant, request.params.salesCampaignId ?? '');
  return { status: 200, json: salesCampaignDetailOf(record.campaign) };
};

/** admin/availableSalesCampaigns/{tenant}: the approval list. */
export const handleAvailableSalesCampaigns: AdminHandler = (context, request) => ({
  status: 200,
  json: availableSalesCampaignsOf(context.db, request.caller.tenant),
});

/** The single-campaign answer (platform.md section 3): the campaign, the choices of its form and its links. */
export function salesCampaignDetailOf(campaign: AdminSalesCampaign): SalesCampaignDetail {
  const params = { tenant: campaign.tenantId, salesCampaignId: campaign.id };
  return {
    salesCampaign: campaign,
    countryGroups: [...countryGroups],
    billingFrequencyGroups: [...billingFrequencyGroupsForAdmin],
    _links: {
      self: { href: adminHref('salesCampaign', params) },
      save: { href: adminHref('saveSalesCampaign', params) },
      availableBonuses: { href: adminHref('availableBonuses', params) },
      auditLog: { href: adminHref('salesCampaignAuditLog', params) },
    },
  };
}
