import type { AdminHandler } from './AdminHandler.ts';
import { readAuditLog } from './readAuditLog.ts';

/** {tenant}/bonus/{materialNumber}/auditLog: the history of a bonus of the tenant, newest first; kept after the bonus is deleted. */
export const handleBonusAuditLog: AdminHandler = (context, request) => ({
  status: 200,
  json: readAuditLog(context.db, request.caller.tenant, { object: { type: 'bonus', id: request.params.materialNumber ?? '' }, limit: 500 }),
});
