import type { DatabaseSync } from 'node:sqlite';
import { formTokenLifetimeMs } from '../server/createFormToken.ts';

/**
 * How long a stored state is kept after its last save: a form token's lifetime. A state is saved under a token it
 * was sent with, so by then that token has expired and no call can read the state any more (sandbox/README.md,
 * "Stored state, hosts and pages").
 */
const storedStateLifetimeMs = formTokenLifetimeMs;

/** The oldest `updated_at` a stored state may have at `now` and still be answered. */
export function storedStateCutoff(now: Date): string {
  return new Date(now.getTime() - storedStateLifetimeMs).toISOString();
}

/** Deletes every stored state past its lifetime (the index of migration 0010 keeps this cheap). */
export function sweepStoredStates(db: DatabaseSync, now: Date): void {
  db.prepare('DELETE FROM stored_states WHERE updated_at < ?').run(storedStateCutoff(now));
}
