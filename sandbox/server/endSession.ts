import type { DatabaseSync } from 'node:sqlite';
import { parseCookies } from './parseCookies.ts';
import { sessionCookieName } from './sessionAccountId.ts';

/** Ends the login session of the request's cookie; answers the Set-Cookie value that clears it. */
export function endSession(db: DatabaseSync, cookieHeader: string | undefined): string {
  const sessionId = parseCookies(cookieHeader)[sessionCookieName];
  if (sessionId) db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
  return `${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
