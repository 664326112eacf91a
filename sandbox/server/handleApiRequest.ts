import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiRoutes } from '../../core/api/apiRoutes.ts';
import { answerAdminCall } from '../admin/answerAdminCall.ts';
import { matchAdminRoute } from '../admin/adminHandlers.ts';
import { apiHandlers } from '../api/apiHandlers.ts';
import { apiFailure, isApiFailure } from './apiFailure.ts';
import { bodyLimit, readBody } from './readBody.ts';
import { clientAddress, requestOrigin } from './requestOrigin.ts';
import type { SandboxContext } from './SandboxContext.ts';
import { sendAnswer } from './sendAnswer.ts';
import { sessionAccountId } from './session.ts';
import { verifyFormToken, requireTokenBinding } from './formToken.ts';
import { compileRoutes } from './compileRoutes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body that breaks the schema of every call: not an object of the expected shape, nor a known code. */
const malformedBody = { sandboxFault: 'malformed', status: 42, loggedIn: 'ja', urls: null, price: 'neun' };

/** A body cut off in the middle of a JSON object: no call's client can parse it. */
const invalidJsonBody = '{"status":"SUCCESS","formData":{"salesCampaign":';

/**
 * Answers a request below /api/: routing, latency, injected faults, the osc-tenant and token
 * headers, the bounded body, then the call's handler; admin calls go through their access check
 * instead of the header checks. Every refusal is JSON with an error code.
 */
export async function handleApiRequest(context: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.slice('/api/'.length);
  const route = matchApiRoute(request.method ?? 'GET', path);
  const adminRoute = route ? undefined : matchAdminRoute(request.method ?? 'GET', path);
  try {
    const call = route?.call ?? adminRoute?.call;
    if (!call) throw apiFailure(404, 'NOT_FOUND', { path: url.pathname });
    if (context.latencyMs > 0) await sleep(context.latencyMs);
    const fault = context.faults.take(call);
    if (fault?.hang) {
      // Holds the request open until the client gives up; nothing is ever sent.
      request.resume();
      return;
    }
    if (fault?.status) throw apiFailure(fault.status, 'INJECTED_FAULT', { call });
    if (fault?.malformed) {
      request.resume();
      sendAnswer(response, { status: 200, json: malformedBody });
      return;
    }
    if (fault?.invalidJson) {
      request.resume();
      sendAnswer(response, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, bytes: new TextEncoder().encode(invalidJsonBody) });
      return;
    }
    if (fault?.drop) {
      // The connection ends without a status line: the browser's fetch fails as on a network drop.
      request.socket.destroy();
      return;
    }
    if (adminRoute) {
      sendAnswer(response, await answerAdminCall(context, request, adminRoute, url));
      return;
    }
    if (!route) throw apiFailure(404, 'NOT_FOUND', { path: url.pathname });
    const definition = apiRoutes[route.call];
    const tenant = String(request.headers['osc-tenant'] ?? '');
    if (definition.tenantHeader && !context.tenants.has(tenant)) {
      throw apiFailure(400, 'UNSUPPORTED_TENANT', { fields: [{ path: 'osc-tenant', message: `one of ${[...context.tenants].join(', ')}` }] });
    }
    const token = definition.tokenHeader ? verifyFormToken(context.secret, request.headers.token, context.now()) : undefined;
    // A token works only for the tenant it was issued for; handlers check its campaign.
    if (definition.tenantHeader) requireTokenBinding(token, tenant);
    const body = definition.method === 'POST'
      ? await readBody(request, bodyLimit(route.call), route.call === 'uploadStudentEnrollmentCertificate'
        ? { message: 'ERROR_SIZE_EXCEEDED', status: 413, path: url.pathname, timestamp: context.now().toISOString() }
        : {})
      : Buffer.alloc(0);
    const answer = await apiHandlers[route.call](context, {
      call: route.call,
      params: route.params,
      query: url.searchParams,
      headers: request.headers,
      origin: requestOrigin(request, context.trustProxy),
      clientAddress: clientAddress(request, context.trustProxy),
      body,
      tenant,
      token,
      accountId: sessionAccountId(context.db, request.headers.cookie, 'reader', context.now()),
      staffAccountId: sessionAccountId(context.db, request.headers.cookie, 'staff', context.now()),
    });
    sendAnswer(response, answer);
  } catch (error) {
    if (isApiFailure(error)) {
      request.resume();
      sendAnswer(response, error.answer);
      return;
    }
    console.error(`sandbox: ${route?.call ?? adminRoute?.call ?? url.pathname} failed`, error);
    sendAnswer(response, { status: 500, json: { error: 'INTERNAL_SERVER_ERROR' } });
  }
}

/** Finds the call for a method and a path below /api/ (without the leading slash); path parameters decoded. */
const matchApiRoute = compileRoutes(apiRoutes);
