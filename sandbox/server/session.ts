import type { DatabaseSync } from 'node:sqlite';
import { randomBytes } from 'node:crypto';

/** A login session's kind: a reader's (order pages) or a staff member's (admin area, staff preview). */
export type SessionKind = 'reader' | 'staff';

/** How long a session lasts: unused for `idleMs` at most, and `absoluteMs` from the login at most. */
interface SessionLimits {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * Each kind's cookie (HttpOnly) and limits (sandbox/README.md, "Staff sessions and cross-site writes"). Staff
 * sessions are short, as they can change what every reader sees; a reader's lasts through a long order form.
 */
const sessionKinds = {
  reader: { cookie: 'sandbox_session', sameSite: 'Lax', limits: { idleMs: 2 * hour, absoluteMs: 24 * hour } },
  staff: { cookie: 'sandbox_staff_session', sameSite: 'Strict', limits: { idleMs: 30 * minute, absoluteMs: 8 * hour } },
} as const satisfies Record<SessionKind, { cookie: string; sameSite: 'Lax' | 'Strict'; limits: SessionLimits }>;

/** The Set-Cookie value of a session of the kind; an empty id with `Max-Age=0` clears it. */
function sessionCookie(kind: SessionKind, sessionId: string): string {
  const { cookie, sameSite } = sessionKinds[kind];
  return `${cookie}=${sessionId}; Path=/; HttpOnly; SameSite=${sameSite}${sessionId === '' ? '; Max-Age=0' : ''}`;
}

/** Reads a Cookie header into name/value pairs. */
function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

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

/** Starts a login session of the kind for the account at `now`; answers the Set-Cookie value that carries it. */
export function startSession(db: DatabaseSync, accountId: number, kind: SessionKind, now: Date): string {
  const sessionId = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO sessions (id, account_id, kind, created_at, last_used_at) VALUES (?, ?, ?, ?, ?)')
    .run(sessionId, accountId, kind, now.toISOString(), now.toISOString());
  return sessionCookie(kind, sessionId);
}

/** Ends the request's login session of the kind (only that kind's); answers the Set-Cookie value that clears its cookie. */
export function endSession(db: DatabaseSync, cookieHeader: string | undefined, kind: SessionKind): string {
  const sessionId = parseCookies(cookieHeader)[sessionKinds[kind].cookie];
  if (sessionId) db.prepare('DELETE FROM sessions WHERE id = ? AND kind = ?').run(sessionId, kind);
  return sessionCookie(kind, '');
}

/** The account id of the request's active session of the kind, renewing its idle time; undefined without one. */
export function sessionAccountId(db: DatabaseSync, cookieHeader: string | undefined, kind: SessionKind, now: Date): number | undefined {
  const session = readSession(db, cookieHeader, kind, now);
  if (session.status !== 'active') return undefined;
  touchSession(db, session.id, now);
  return session.accountId;
}
