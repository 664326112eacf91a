/** A login session's kind: a reader's (order pages) or a staff member's (admin area, staff preview). */
export type SessionKind = 'reader' | 'staff';

/** How long a session lasts: unused for `idleMs` at most, and `absoluteMs` from the login at most. */
export interface SessionLimits {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * Each kind's cookie (HttpOnly) and limits (sandbox/README.md, "Staff sessions and cross-site writes"). Staff
 * sessions are short, as they can change what every reader sees; a reader's lasts through a long order form.
 */
export const sessionKinds = {
  reader: { cookie: 'sandbox_session', sameSite: 'Lax', limits: { idleMs: 2 * hour, absoluteMs: 24 * hour } },
  staff: { cookie: 'sandbox_staff_session', sameSite: 'Strict', limits: { idleMs: 30 * minute, absoluteMs: 8 * hour } },
} as const satisfies Record<SessionKind, { cookie: string; sameSite: 'Lax' | 'Strict'; limits: SessionLimits }>;

/** The Set-Cookie value of a session of the kind; an empty id with `Max-Age=0` clears it. */
export function sessionCookie(kind: SessionKind, sessionId: string): string {
  const { cookie, sameSite } = sessionKinds[kind];
  return `${cookie}=${sessionId}; Path=/; HttpOnly; SameSite=${sameSite}${sessionId === '' ? '; Max-Age=0' : ''}`;
}
