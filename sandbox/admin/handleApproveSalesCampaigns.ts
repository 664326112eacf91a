import { approvalChanges } from '../../admin/api/availableSalesCampaign.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { recordAudit } from './auditLog.ts';
import { availableSalesCampaignsOf } from './salesCampaigns.ts';

/**
 * POST admin/approvedSalesCampaigns/{tenant}: approves (true) or withdraws (false) campaigns for
 * customizing; a campaign the tenant does not have refuses the whole change with 400. Answers the
 * approval list. Each actual change is audited.
 */
export const handleApproveSalesCampaigns: AdminHandler = (context, request) => {
  const changes = parseJsonBody(request.body, approvalChanges);
  const { tenant } = request.caller;
  const current = new Map(availableSalesCampaignsOf(context.db, tenant).map((campaign) => [campaign.id, campaign]));
  const fields = changes.flatMap((change, index) =>
    current.has(change.salesCampaignId) ? [] : [{ path: `${index}.salesCampaignId`, message: `Die Verkaufsaktion ${change.salesCampaignId} gibt es bei diesem Titel nicht.` }],
  );
  if (fields.length > 0) throw apiFailure(400, 'INVALID_APPROVAL', { message: 'Bitte prüfen Sie die Auswahl.', fields });
  const update = context.db.prepare('UPDATE campaigns SET approved = ? WHERE id = ? AND tenant = ?');
  const approved = new Map([...current].map(([id, campaign]) => [id, campaign.approved]));
  for (const change of changes) {
    const before = approved.get(change.salesCampaignId);
    if (before === change.approved) continue;
    update.run(change.approved ? 1 : 0, change.salesCampaignId, tenant);
    approved.set(change.salesCampaignId, change.approved);
    recordAudit(context.db, request.caller, context.now(), {
      objectType: 'salesCampaign',
      objectId: change.salesCampaignId,
      action: change.approved ? 'approved' : 'withdrawn',
      changes: [{ field: 'approved', before, after: change.approved }],
    });
  }
  return { status: 200, json: availableSalesCampaignsOf(context.db, tenant) };
};
