import type { ApiHandler } from './ApiHandler.ts';

/** GET storedData: the state stored for this form token, 404 when there is none. */
export const handleGetStoredData: ApiHandler = (context, request) => {
  const row = context.db.prepare('SELECT data FROM stored_states WHERE token_random = ?').get(request.token?.content.random ?? '');
  if (!row) return { status: 404, json: { error: 'NO_STORED_DATA' } };
  return { status: 200, text: String(row.data) };
};
