import type { IncomingMessage } from 'node:http';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { isSameOriginWrite } from '../server/isSameOriginWrite.ts';
import { requestOrigin as ownOrigin } from '../server/requestOrigin.ts';
import { readSession } from '../server/session.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { loadAccount } from '../store/loadAccount.ts';
import type { WriteRefusalReason } from './recordRefusedWrite.ts';
import { recordRefusedWrite } from './recordRefusedWrite.ts';

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase();
}

/** The one media type a write of the call is accepted with: multipart for the image upload, JSON for every other body. */
function expectedMediaType(call: AdminCallName): string {
  return call === 'uploadBonusImage' ? 'multipart/form-data' : 'application/json';
}

function refusalOf(context: SandboxContext, request: IncomingMessage, call: AdminCallName): WriteRefusalReason | undefined {
  if (!isSameOriginWrite(request.headers, ownOrigin(request, context.trustProxy))) return 'CROSS_ORIGIN_REFUSED';
  // A DELETE carries no body; a form or a text/plain fetch, which need no preflight, can send none of the others.
  if (request.method !== 'DELETE' && mediaType(request.headers['content-type']) !== expectedMediaType(call)) return 'UNSUPPORTED_MEDIA_TYPE';
  return undefined;
}

/**
 * The admin area's check of an unsafe method (docs/security.md, "Security model"; sandbox/README.md, "Staff sessions and
 * cross-site writes"), before the session, the access table or the body count: the request must come from a page
 * of this origin (403 CROSS_ORIGIN_REFUSED) and carry its call's media type (415 UNSUPPORTED_MEDIA_TYPE). A refusal
 * is written to the audit log with who, if the request carried an active staff session.
 */
export function refuseForgedWrite(context: SandboxContext, request: IncomingMessage, call: AdminCallName, params: Readonly<Record<string, string>>, url: URL): void {
  const reason = refusalOf(context, request, call);
  if (reason === undefined) return;
  const session = readSession(context.db, request.headers.cookie, 'staff', context.now());
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  recordRefusedWrite(context.db, {
    tenant: params.tenant ?? '',
    method: request.method ?? '',
    path: url.pathname,
    reason,
    origin: header('origin'),
    fetchSite: header('sec-fetch-site'),
    contentType: header('content-type'),
    account: session.status === 'active' ? loadAccount(context.db, session.accountId) : undefined,
  }, context.now());
  throw reason === 'CROSS_ORIGIN_REFUSED'
    ? apiFailure(403, reason, { message: 'Diese Änderung kam nicht von der Verwaltungsseite und wurde abgewiesen.' })
    : apiFailure(415, reason, { message: `Diese Änderung wird nur als ${expectedMediaType(call)} angenommen.`, accepted: expectedMediaType(call) });
}
