import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { loadAdminCampaign } from './loadAdminCampaign.ts';
import type { AdminCampaignRecord } from './loadAdminCampaign.ts';

/** The tenant's campaign approved for customizing: 404 when the tenant has none by that id, 409 when it is not approved. */
export function requireApprovedCampaign(context: SandboxContext, tenant: string, id: string): AdminCampaignRecord {
  const record = loadAdminCampaign(context.db, id, tenant);
  if (!record) throw apiFailure(404, 'SALES_CAMPAIGN_NOT_FOUND', { message: `Die Verkaufsaktion ${id} gibt es bei diesem Titel nicht.` });
  if (!record.approved) {
    throw apiFailure(409, 'SALES_CAMPAIGN_NOT_APPROVED', { message: `Die Verkaufsaktion ${id} ist nicht freigegeben und kann nicht bearbeitet werden.` });
  }
  return record;
}
