import type { LogoutResponse } from '../../core/api/logoutResponse.ts';
import { endSession } from '../server/endSession.ts';
import type { ApiHandler } from './ApiHandler.ts';

/** The page the reader logged out from when it is one of ours (keeps tenant and campaign), else the order page. */
function backToOrderPage(referer: string | string[] | undefined, host: string | string[] | undefined): string {
  if (typeof referer !== 'string' || typeof host !== 'string') return '/neubestellung/abo/';
  try {
    const url = new URL(referer);
    if (url.host !== host) return '/neubestellung/abo/';
    // The login's service ticket ends with the session.
    url.searchParams.delete('st');
    return `${url.pathname}${url.search}`;
  } catch {
    return '/neubestellung/abo/';
  }
}

/** logout: ends the session and clears its cookie; the browser goes back to the page it came from. */
export const handleLogout: ApiHandler = (context, request) => {
  const cleared = endSession(context.db, request.headers.cookie);
  const response: LogoutResponse = { url: backToOrderPage(request.headers.referer, request.headers.host) };
  return { status: 200, json: response, headers: { 'set-cookie': cleared } };
};
