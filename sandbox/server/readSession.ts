import type { DatabaseSync } from 'node:sqlite';
import { parseCookies } from './parseCookies.ts';
import { sessionKinds } from './sessionKind.ts';
import type { SessionKind } from './sessionKind.ts';

/** A request's session of one kind: none, expired (and now deleted) or active. */
export type SessionState =
  | { readonly status: 'none' }
  | { readonly status: 'expired' }
  | { readonly status: 'active'; readonly id: string; readonly accountId: number };

/**
 * The session of the kind's cookie at `now`: only a session of that kind counts (a reader's session id in the
 * staff cookie is none). One past its idle or absolute limit is deleted and answered as expired; an active
 * one is not renewed here (`touchSession`), so a refused request does not extend it.
 */
export function readSession(db: DatabaseSync, cookieHeader: string | undefined, kind: SessionKind, now: Date): SessionState {
  const sessionId = parseCookies(cookieHeader)[sessionKinds[kind].cookie];
  if (!sessionId) return { status: 'none' };
  const row = db.prepare('SELECT account_id, created_at, last_used_at FROM sessions WHERE id = ? AND kind = ?').get(sessionId, kind);
  if (!row) return { status: 'none' };
  const { idleMs, absoluteMs } = sessionKinds[kind].limits;
  const created = Date.parse(String(row.created_at));
  const lastUsed = Date.parse(String(row.last_used_at ?? row.created_at));
  if (now.getTime() - lastUsed >= idleMs || now.getTime() - created >= absoluteMs) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
    return { status: 'expired' };
  }
  return { status: 'active', id: sessionId, accountId: Number(row.account_id) };
}

/** Marks an active session used at `now`: its idle time starts again (the absolute limit stays). */
export function touchSession(db: DatabaseSync, sessionId: string, now: Date): void {
  db.prepare('UPDATE sessions SET last_used_at = ? WHERE id = ?').run(now.toISOString(), sessionId);
}
