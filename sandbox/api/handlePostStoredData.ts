import { apiFailure } from '../server/apiFailure.ts';
import type { ApiHandler } from './ApiHandler.ts';

/** POST storedData: stores the text body (the compressed state) under this form token, replacing an older one. */
export const handlePostStoredData: ApiHandler = (context, request) => {
  const text = request.body.toString('utf8');
  if (text.trim() === '') throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: '(body)', message: 'empty state' }] });
  context.db
    .prepare(`INSERT INTO stored_states (token_random, data, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (token_random) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`)
    .run(request.token?.content.random ?? '', text, context.now().toISOString());
  return { status: 204 };
};
