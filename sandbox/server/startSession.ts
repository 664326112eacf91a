import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { sessionCookie } from './sessionKind.ts';
import type { SessionKind } from './sessionKind.ts';

/** Starts a login session of the kind for the account at `now`; answers the Set-Cookie value that carries it. */
export function startSession(db: DatabaseSync, accountId: number, kind: SessionKind, now: Date): string {
  const sessionId = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO sessions (id, account_id, kind, created_at, last_used_at) VALUES (?, ?, ?, ?, ?)')
    .run(sessionId, accountId, kind, now.toISOString(), now.toISOString());
  return sessionCookie(kind, sessionId);
}
