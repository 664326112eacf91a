import type { DatabaseSync } from 'node:sqlite';
import { readSession, touchSession } from './readSession.ts';
import type { SessionKind } from './sessionKind.ts';

/** The account id of the request's active session of the kind, renewing its idle time; undefined without one. */
export function sessionAccountId(db: DatabaseSync, cookieHeader: string | undefined, kind: SessionKind, now: Date): number | undefined {
  const session = readSession(db, cookieHeader, kind, now);
  if (session.status !== 'active') return undefined;
  touchSession(db, session.id, now);
  return session.accountId;
}
