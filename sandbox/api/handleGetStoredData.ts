import { storedStateCutoff } from '../store/sweepStoredStates.ts';
import type { ApiHandler } from './ApiHandler.ts';

/** GET storedData: the state stored for this form token, 404 when there is none or it has expired. */
export const handleGetStoredData: ApiHandler = (context, request) => {
  const row = context.db
    .prepare('SELECT data FROM stored_states WHERE token_random = ? AND updated_at >= ?')
    .get(request.token?.content.random ?? '', storedStateCutoff(context.now()));
  if (!row) return { status: 404, json: { error: 'NO_STORED_DATA' } };
  return { status: 200, text: String(row.data) };
};
