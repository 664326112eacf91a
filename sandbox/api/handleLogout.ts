import type { LogoutResponse } from '../../core/api/logoutResponse.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { endSession } from '../server/session.ts';
import { isCrossOriginRequest } from '../server/requestOrigin.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';

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

/**
 * logout: ends the reader's session (not a staff session) and clears its cookie; the browser goes back to the page
 * it came from. The spec makes it a GET that the order page fetches, so a request the browser marks as coming from
 * another site (`Sec-Fetch-Site` cross-site or same-site, a foreign `Origin`), as another site's `<img>` or link
 * is, gets 403 CROSS_ORIGIN_REFUSED and the session stays (sandbox/README.md, "Staff sessions and cross-site writes").
 */
export const handleLogout: ApiHandler = (context, request) => {
  if (isCrossOriginRequest(request.headers)) {
    throw apiFailure(403, 'CROSS_ORIGIN_REFUSED', { message: 'Die Abmeldung kam nicht von dieser Seite und wurde abgewiesen.' });
  }
  const cleared = endSession(context.db, request.headers.cookie, 'reader');
  const response: LogoutResponse = { url: backToOrderPage(request.headers.referer, request.headers.host) };
  return { status: 200, json: response, headers: { 'set-cookie': cleared } };
};
