import type { AdminSalesCampaign } from '../../admin/api/adminSalesCampaign.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { loadAdminCampaign } from './loadAdminCampaign.ts';

/** {tenant}/salesCampaigns: the overview, every campaign of the tenant approved for customizing, by id. */
export const handleSalesCampaigns: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const campaigns: AdminSalesCampaign[] = context.db
    .prepare('SELECT id FROM campaigns WHERE tenant = ? AND approved = 1 ORDER BY id')
    .all(tenant)
    .flatMap((row) => loadAdminCampaign(context.db, String(row.id), tenant)?.campaign ?? []);
  return { status: 200, json: campaigns };
};
