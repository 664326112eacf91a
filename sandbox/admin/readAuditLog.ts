import type { DatabaseSync } from 'node:sqlite';
import type { AuditEntry } from '../../admin/api/auditEntry.ts';

/** The tenant's audit entries, newest first; only those of one object when `object` is given. */
export function readAuditLog(
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
