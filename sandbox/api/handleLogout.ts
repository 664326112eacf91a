import type { LogoutResponse } from '../../core/api/logoutResponse.ts';
import { parseCookies } from '../server/parseCookies.ts';
import { sessionCookieName } from '../server/sessionCookieName.ts';
import type { ApiHandler } from './ApiHandler.ts';

/** logout: ends the session and clears its cookie; the browser goes back to the order page. */
export const handleLogout: ApiHandler = (context, request) => {
  const sessionId = parseCookies(request.headers.cookie)[sessionCookieName];
  if (sessionId) context.db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
  const response: LogoutResponse = { url: '/neubestellung/abo/' };
  return {
    status: 200,
    json: response,
    headers: { 'set-cookie': `${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` },
  };
};
