import type { IncomingMessage } from 'node:http';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { adminRoutes } from '../../admin/api/adminRoutes.ts';
import type { ApiAnswer } from '../server/apiFailure.ts';
import { bodyLimit, readBody } from '../server/readBody.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { adminHandlers } from './adminHandlers.ts';
import { authorizeAdminCall } from './authorizeAdminCall.ts';
import { refuseForgedWrite } from './refuseForgedWrite.ts';

/**
 * Answers a routed admin call: a write's origin and media type first (`refuseForgedWrite`), then the
 * access check (nothing is read or changed for a caller the table refuses), then the bounded body,
 * then the call's handler.
 */
export async function answerAdminCall(
  context: SandboxContext,
  request: IncomingMessage,
  route: { readonly call: AdminCallName; readonly params: Record<string, string> },
  url: URL,
): Promise<ApiAnswer> {
  const method = adminRoutes[route.call].method;
  if (method !== 'GET') refuseForgedWrite(context, request, route.call, route.params, url);
  const caller = authorizeAdminCall(context, route.call, route.params, url.searchParams, request.headers.cookie);
  const tooLarge = route.call === 'uploadBonusImage'
    ? { message: 'ERROR_SIZE_EXCEEDED', status: 413, path: url.pathname, timestamp: context.now().toISOString() }
    : {};
  const body = method === 'POST' || method === 'PUT' ? await readBody(request, bodyLimit(route.call), tooLarge) : Buffer.alloc(0);
  return adminHandlers[route.call](context, { call: route.call, params: route.params, query: url.searchParams, headers: request.headers, body, caller });
}
