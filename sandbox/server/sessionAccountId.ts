import type { DatabaseSync } from 'node:sqlite';
import { parseCookies } from './parseCookies.ts';

/** Name of the sandbox login session cookie (HttpOnly). */
export const sessionCookieName = 'sandbox_session';

/** The account id of the session cookie, when the session exists. */
export function sessionAccountId(db: DatabaseSync, cookieHeader: string | undefined): number | undefined {
  const sessionId = parseCookies(cookieHeader)[sessionCookieName];
  if (!sessionId) return undefined;
  const row = db.prepare('SELECT account_id FROM sessions WHERE id = ?').get(sessionId);
  return row ? Number(row.account_id) : undefined;
}
