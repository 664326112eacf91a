import { decompressState } from '../../core/persistence/stateCompression.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { sweepStoredStates } from '../store/sweepStoredStates.ts';
import type { ApiHandler } from './ApiHandler.ts';

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
