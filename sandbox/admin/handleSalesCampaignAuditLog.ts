import { apiFailure } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { readAuditLog } from './readAuditLog.ts';

/** {tenant}/salesCampaign/{id}/auditLog: the history of one of the tenant's campaigns (its approvals included), newest first. */
export const handleSalesCampaignAuditLog: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const id = request.params.salesCampaignId ?? '';
  if (!context.db.prepare('SELECT 1 FROM campaigns WHERE id = ? AND tenant = ?').get(id, tenant)) {
    throw apiFailure(404, 'SALES_CAMPAIGN_NOT_FOUND', { message: `Die Verkaufsaktion ${id} gibt es bei diesem Titel nicht.` });
  }
  return { status: 200, json: readAuditLog(context.db, tenant, { object: { type: 'salesCampaign', id }, limit: 500 }) };
};
