import type { DatabaseSync } from 'node:sqlite';
import type { AuditEntry } from '../../admin/api/auditEntry.ts';
import type { FieldChange } from '../domain/diffFields.ts';
import type { AdminCaller, AdminHandler } from './AdminHandler.ts';
import { requireAccount } from './AdminHandler.ts';
import { apiFailure } from '../server/apiFailure.ts';

/** The tenant's audit entries, newest first; only those of one object when `object` is given. */
function readAuditLog(
  db: DatabaseSync,
  tenant: string,
  options: { readonly object?: { type: AuditEntry['objectType']; id: string }; readonly limit: number },
): AuditEntry[] {
  const rows = options.object
    ? db.prepare('SELECT * FROM audit_log WHERE tenant = ? AND object_type = ? AND object_id = ? ORDER BY id DESC LIMIT ?')
      .all(tenant, options.object.type, options.object.id, options.limit)
    : db.prepare('SELECT * FROM audit_log WHERE tenant = ? ORDER BY id DESC LIMIT ?').all(tenant, options.limit);
  return rows.map((row) => ({
    id: Number(row.id),
    tenant: String(row.tenant),
    objectType: String(row.object_type) as AuditEntry['objectType'],
    objectId: String(row.object_id),
    action: String(row.action) as AuditEntry['action'],
    actor: { login: String(row.actor_login), firstName: String(row.actor_first_name), lastName: String(row.actor_last_name) },
    changedAt: String(row.changed_at),
    changes: JSON.parse(String(row.changes)) as AuditEntry['changes'],
  }));
}

/** Records a change made by the caller, unless nothing changed; `now` is when. */
export function recordAudit(
  db: DatabaseSync,
  caller: AdminCaller,
  now: Date,
  entry: { objectType: AuditEntry['objectType']; objectId: string; action: AuditEntry['action']; changes: readonly FieldChange[] },
): void {
  if (entry.changes.length === 0) return;
  const actor = requireAccount(caller);
  db.prepare(`INSERT INTO audit_log (tenant, object_type, object_id, action, actor_login, actor_first_name, actor_last_name, changed_at, changes)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(caller.tenant, entry.objectType, entry.objectId, entry.action, actor.login, actor.firstName, actor.lastName, now.toISOString(), JSON.stringify(entry.changes));
}

/** {tenant}/auditLog[?limit=1…500]: the tenant's audit log, newest first, 100 entries unless `limit` says otherwise. */
export const handleAuditLog: AdminHandler = (context, request) => {
  const text = request.query.get('limit');
  const limit = text === null ? 100 : Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw apiFailure(400, 'INVALID_QUERY', { fields: [{ path: 'limit', message: 'a whole number from 1 to 500' }] });
  }
  return { status: 200, json: readAuditLog(context.db, request.caller.tenant, { limit }) };
};

/** {tenant}/bonus/{materialNumber}/auditLog: the history of a bonus of the tenant, newest first; kept after the bonus is deleted. */
export const handleBonusAuditLog: AdminHandler = (context, request) => ({
  status: 200,
  json: readAuditLog(context.db, request.caller.tenant, { object: { type: 'bonus', id: request.params.materialNumber ?? '' }, limit: 500 }),
});

/** {tenant}/salesCampaign/{id}/auditLog: the history of one of the tenant's campaigns (its approvals included), newest first. */
export const handleSalesCampaignAuditLog: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const id = request.params.salesCampaignId ?? '';
  if (!context.db.prepare('SELECT 1 FROM campaigns WHERE id = ? AND tenant = ?').get(id, tenant)) {
    throw apiFailure(404, 'SALES_CAMPAIGN_NOT_FOUND', { message: `Die Verkaufsaktion ${id} gibt es bei diesem Titel nicht.` });
  }
  return { status: 200, json: readAuditLog(context.db, tenant, { object: { type: 'salesCampaign', id }, limit: 500 }) };
};
