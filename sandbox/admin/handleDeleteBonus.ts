import { diffFields } from '../domain/diffFields.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { recordAudit } from './auditLog.ts';
import { requireBonus } from './bonuses.ts';

/**
 * DELETE {tenant}/bonus/{materialNumber}: removes a bonus and its image. 409 BONUS_IN_USE while a
 * campaign still offers it (readers would lose it unseen; take it off the campaigns first); 204.
 */
export const handleDeleteBonus: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const bonus = requireBonus(context, tenant, request.params.materialNumber ?? '');
  const campaigns = context.db
    .prepare('SELECT campaign_id FROM campaign_bonuses WHERE material_number = ? ORDER BY campaign_id')
    .all(bonus.materialNumber)
    .map((row) => String(row.campaign_id));
  if (campaigns.length > 0) {
    throw apiFailure(409, 'BONUS_IN_USE', {
      message: `Die Prämie ist noch diesen Verkaufsaktionen zugeordnet: ${campaigns.join(', ')}.`,
      salesCampaignIds: campaigns,
    });
  }
  context.db.prepare('DELETE FROM bonuses WHERE material_number = ? AND tenant = ?').run(bonus.materialNumber, tenant);
  recordAudit(context.db, request.caller, context.now(), { objectType: 'bonus', objectId: bonus.materialNumber, action: 'deleted', changes: diffFields(bonus, {}) });
  return { status: 204 };
};
