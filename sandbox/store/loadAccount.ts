import type { DatabaseSync } from 'node:sqlite';

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

/** A stored login account. */
export interface AccountRecord {
  readonly id: number;
  readonly login: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly gpNr: string | null;
  readonly situation: string;
}
