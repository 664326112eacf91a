import type { DatabaseSync } from 'node:sqlite';
import { formTokenLifetimeMs } from '../server/formToken.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { decompressState } from '../../core/persistence/stateCompression.ts';
import { apiFailure } from '../server/apiFailure.ts';

/**
 * How long a stored state is kept after its last save: a form token's lifetime. A state is saved under a token it
 * was sent with, so by then that token has expired and no call can read the state any more (sandbox/README.md,
 * "Stored state, hosts and pages").
 */
const storedStateLifetimeMs = formTokenLifetimeMs;

/** The oldest `updated_at` a stored state may have at `now` and still be answered. */
function storedStateCutoff(now: Date): string {
  return new Date(now.getTime() - storedStateLifetimeMs).toISOString();
}

/** Deletes every stored state past its lifetime (the index of migration 0010 keeps this cheap). */
function sweepStoredStates(db: DatabaseSync, now: Date): void {
  db.prepare('DELETE FROM stored_states WHERE updated_at < ?').run(storedStateCutoff(now));
}

/**
 * Deletes the state stored under a form token (its `random` part): the token's order exists, so the state that led
 * to it has served (sandbox/README.md, "Stored state, hosts and pages").
 */
export function forgetStoredState(db: DatabaseSync, tokenRandom: string): void {
  db.prepare('DELETE FROM stored_states WHERE token_random = ?').run(tokenRandom);
}

/** GET storedData: the state stored for this form token, 404 when there is none or it has expired. */
export const handleGetStoredData: ApiHandler = (context, request) => {
  const row = context.db
    .prepare('SELECT data FROM stored_states WHERE token_random = ? AND updated_at >= ?')
    .get(request.token?.content.random ?? '', storedStateCutoff(context.now()));
  if (!row) return { status: 404, json: { error: 'NO_STORED_DATA' } };
  return { status: 200, text: String(row.data) };
};

/**
 * POST storedData: stores the text body under this form token, replacing an older one. The body must be what the
 * shop's front end sends (`compressState`): base64 of a zlib-wrapped deflate stream (pako also takes gzip) that inflates, within the front
 * end's own cap (`maxInflatedStateBytes`), to UTF-8 text; anything else is 400 `INVALID_STORED_STATE` with the
 * reason. Each save sweeps the states past their lifetime.
 */
export const handlePostStoredData: ApiHandler = (context, request) => {
  const text = request.body.toString('utf8');
  if (text.trim() === '') throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: '(body)', message: 'empty state' }] });
  const inflated = decompressState(text);
  if ('failure' in inflated) throw apiFailure(400, 'INVALID_STORED_STATE', { reason: inflated.failure });
  const now = context.now();
  sweepStoredStates(context.db, now);
  context.db
    .prepare(`INSERT INTO stored_states (token_random, data, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (token_random) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`)
    .run(request.token?.content.random ?? '', text, now.toISOString());
  return { status: 204 };
};
