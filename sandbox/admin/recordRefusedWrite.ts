import type { DatabaseSync } from 'node:sqlite';
import type { AccountRecord } from '../store/loadAccount.ts';

/** Why an admin write was refused, as the refusal's error code says. */
export type WriteRefusalReason = 'CROSS_ORIGIN_REFUSED' | 'UNSUPPORTED_MEDIA_TYPE';

/** What of a refused write the audit log keeps: the request line and the headers that decided it. */
export interface RefusedWrite {
  /** The path's tenant as sent (cut to 64 characters: it need not be a known one). */
  readonly tenant: string;
  readonly method: string;
  readonly path: string;
  readonly reason: WriteRefusalReason;
  readonly origin: string | undefined;
  readonly fetchSite: string | undefined;
  readonly contentType: string | undefined;
  /** The caller's staff account, when the request carried an active staff session. */
  readonly account: AccountRecord | undefined;
}

/** A header value as stored: cut to 200 characters, none as null. */
function kept(value: string | undefined): string | null {
  return value === undefined ? null : value.slice(0, 200);
}

/**
 * Writes a refused admin write to the audit log (admin/README.md, "Endpoints", the audit entry): an entry of object type
 * `request` with action `writeRefused`, the method and path as its object, who if known (empty names otherwise),
 * when, and as its changes why (`reason`) and the `origin`, `secFetchSite` and `contentType` it came with.
 */
export function recordRefusedWrite(db: DatabaseSync, refused: RefusedWrite, now: Date): void {
  const changes = [
    { field: 'reason', before: null, after: refused.reason },
    { field: 'origin', before: null, after: kept(refused.origin) },
    { field: 'secFetchSite', before: null, after: kept(refused.fetchSite) },
    { field: 'contentType', before: null, after: kept(refused.contentType) },
  ];
  db.prepare(`INSERT INTO audit_log (tenant, object_type, object_id, action, actor_login, actor_first_name, actor_last_name, changed_at, changes)
      VALUES (?, 'request', ?, 'writeRefused', ?, ?, ?, ?, ?)`)
    .run(
      refused.tenant.slice(0, 64),
      `${refused.method} ${refused.path.slice(0, 300)}`,
      refused.account?.login ?? '',
      refused.account?.firstName ?? '',
      refused.account?.lastName ?? '',
      now.toISOString(),
      JSON.stringify(changes),
    );
}
