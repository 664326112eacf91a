import type { IncomingMessage, ServerResponse } from 'node:http';
import { endSession } from '../server/session.ts';
import { isSameOriginWrite } from '../server/isSameOriginWrite.ts';
import { requestOrigin as ownOrigin } from '../server/requestOrigin.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { sendAnswer } from '../server/sendAnswer.ts';
import { requestOrigin } from './resolveRedirect.ts';
import { safeRedirect } from './safeRedirect.ts';

/**
 * POST /sandbox/logout?redirect=…: the admin logout URL of the admin data, posted by the admin area's logout
 * button. Ends the staff session, as the publishers' single sign-on logout does, and sends the browser back to
 * `redirect` (a path of this origin; the admin home by default). Only a POST from a page of this origin ends it
 * (403 CROSS_ORIGIN_REFUSED otherwise); a GET, which any other site's `<img>` or link can send, answers 405 and
 * ends nothing (sandbox/README.md, "Staff sessions and cross-site writes").
 */
export function handleLogoutPage(context: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): void {
  request.resume();
  if (request.method !== 'POST') {
    sendAnswer(response, { status: 405, headers: { allow: 'POST' }, json: { error: 'METHOD_NOT_ALLOWED', allowed: ['POST'] } });
    return;
  }
  if (!isSameOriginWrite(request.headers, ownOrigin(request, context.trustProxy))) {
    sendAnswer(response, { status: 403, json: { error: 'CROSS_ORIGIN_REFUSED', message: 'Die Abmeldung kam nicht von dieser Seite und wurde abgewiesen.' } });
    return;
  }
  const cleared = endSession(context.db, request.headers.cookie, 'staff');
  response.writeHead(303, { location: safeRedirect(url.searchParams.get('redirect'), '/internal', requestOrigin(request.headers.host)), 'cache-control': 'no-store', 'set-cookie': cleared });
  response.end();
}
