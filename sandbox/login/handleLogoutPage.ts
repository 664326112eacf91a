import type { IncomingMessage, ServerResponse } from 'node:http';
import { endSession } from '../server/endSession.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { requestOrigin } from './resolveRedirect.ts';
import { safeRedirect } from './safeRedirect.ts';

/**
 * GET /sandbox/logout?redirect=…: the admin logout URL of the admin data. Ends the session, as
 * the publishers' single sign-on logout page does, and sends the browser back to `redirect`
 * (a path of this origin; the admin home by default).
 */
export function handleLogoutPage(context: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): void {
  const cleared = endSession(context.db, request.headers.cookie);
  response.writeHead(303, { location: safeRedirect(url.searchParams.get('redirect'), '/internal', requestOrigin(request.headers.host)), 'cache-control': 'no-store', 'set-cookie': cleared });
  response.end();
}
