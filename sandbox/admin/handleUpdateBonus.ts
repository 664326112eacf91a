import { bonusInput } from '../../admin/api/bonusInput.ts';
import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';
import { classificationLabels, validateBonus } from '../../admin/rules/validateBonus.ts';
import { diffFields } from '../domain/diffFields.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { recordAudit } from './auditLog.ts';
import { requireBonus, storeBonus } from './bonuses.ts';

/**
 * PUT {tenant}/bonus/{materialNumber}: changes texts, link, info points, classification (the
 * label follows it), cash amount, validFrom and active. 400 INVALID_BONUS with the failing fields;
 * 200 with the updated entry, which replaces the list's (platform.md section 4).
 */
export const handleUpdateBonus: AdminHandler = (context, request) => {
  const input = parseJsonBody(request.body, bonusInput);
  const { tenant } = request.caller;
  const before = requireBonus(context, tenant, request.params.materialNumber ?? '');
  const fields = validateBonus(input);
  if (fields.length > 0) throw apiFailure(400, 'INVALID_BONUS', { message: 'Bitte prüfen Sie die markierten Felder.', fields });
  const after: OrderBonus = {
    ...before,
    ...input,
    title: input.title.trim(),
    link: input.link.trim(),
    infoPoints: input.infoPoints.map((point) => point.trim()),
    label: classificationLabels[input.classification],
  };
  storeBonus(context.db, tenant, after);
  recordAudit(context.db, request.caller, context.now(), { objectType: 'bonus', objectId: after.materialNumber, action: 'updated', changes: diffFields(before, after) });
  return { status: 200, json: after };
};
