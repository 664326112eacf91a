import type { DatabaseSync } from 'node:sqlite';

/**
 * Deletes the state stored under a form token (its `random` part): the token's order exists, so the state that led
 * to it has served (sandbox/README.md, "Stored state, hosts and pages").
 */
export function forgetStoredState(db: DatabaseSync, tokenRandom: string): void {
  db.prepare('DELETE FROM stored_states WHERE token_random = ?').run(tokenRandom);
}
