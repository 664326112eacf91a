import type { DatabaseSync } from 'node:sqlite';
import { parseCookies } from './parseCookies.ts';
import { sessionCookie, sessionKinds } from './sessionKind.ts';
import type { SessionKind } from './sessionKind.ts';

/** Ends the request's login session of the kind (only that kind's); answers the Set-Cookie value that clears its cookie. */
export function endSession(db: DatabaseSync, cookieHeader: string | undefined, kind: SessionKind): string {
  const sessionId = parseCookies(cookieHeader)[sessionKinds[kind].cookie];
  if (sessionId) db.prepare('DELETE FROM sessions WHERE id = ? AND kind = ?').run(sessionId, kind);
  return sessionCookie(kind, '');
}
