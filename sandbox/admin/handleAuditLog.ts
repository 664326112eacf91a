import { apiFailure } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { readAuditLog } from './readAuditLog.ts';

/** {tenant}/auditLog[?limit=1…500]: the tenant's audit log, newest first, 100 entries unless `limit` says otherwise. */
export const handleAuditLog: AdminHandler = (context, request) => {
  const text = request.query.get('limit');
  const limit = text === null ? 100 : Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw apiFailure(400, 'INVALID_QUERY', { fields: [{ path: 'limit', message: 'a whole number from 1 to 500' }] });
  }
  return { status: 200, json: readAuditLog(context.db, request.caller.tenant, { limit }) };
};
