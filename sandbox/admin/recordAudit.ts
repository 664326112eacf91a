import type { DatabaseSync } from 'node:sqlite';
import type { AuditEntry } from '../../admin/api/auditEntry.ts';
import type { FieldChange } from '../domain/diffFields.ts';
import type { AdminCaller } from './AdminCaller.ts';
import { requireAccount } from './requireAccount.ts';

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
