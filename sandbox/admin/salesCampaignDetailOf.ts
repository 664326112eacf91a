import type { AdminSalesCampaign, SalesCampaignDetail } from '../../admin/api/adminSalesCampaign.ts';
import { adminHref } from './adminHref.ts';
import { billingFrequencyGroupsForAdmin } from './billingFrequencyGroupsForAdmin.ts';
import { countryGroups } from './countryGroups.ts';

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
