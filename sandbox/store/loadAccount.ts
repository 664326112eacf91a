import type { DatabaseSync } from 'node:sqlite';
import type { AccountRecord } from './AccountRecord.ts';

/** The login account with this id. */
export function loadAccount(db: DatabaseSync, id: number): AccountRecord | undefined {
  const row = db.prepare('SELECT * FROM accounts WHERE id = ?').get(id);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    login: String(row.login),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    gpNr: row.gp_nr === null ? null : String(row.gp_nr),
    situation: String(row.situation),
  };
}
