import type { ApiCallName } from './apiCallName.ts';

/**
 * Why a call failed: `http` a non-2xx answer (`status`, `body` parsed as JSON when it is JSON,
 * else text), `timeout` no answer in time, `network` no connection, `schema` a request or
 * response body that breaks its schema (`body` holds the failing field paths).
 */
export interface ApiCallError<Call extends string = ApiCallName> extends Error {
  readonly name: 'ApiCallError';
  /** The client method's name: a reader call, or the admin client's own call names. */
  readonly call: Call;
  readonly kind: 'http' | 'timeout' | 'network' | 'schema';
  readonly status?: number;
  readonly body?: unknown;
}

/** Builds the one error every client call throws; the message names the call and the cause. */
export function apiCallError<Call extends string>(
  call: Call,
  kind: ApiCallError['kind'],
  detail: { status?: number; body?: unknown; message?: string; cause?: unknown } = {},
): ApiCallError<Call> {
  const statusText = detail.status === undefined ? '' : ` (HTTP ${detail.status})`;
  const error = new Error(`API call ${call} failed: ${kind}${statusText}${detail.message ? `: ${detail.message}` : ''}`, {
    cause: detail.cause,
  });
  return Object.assign(error, {
    name: 'ApiCallError' as const,
    call,
    kind,
    ...(detail.status === undefined ? {} : { status: detail.status }),
    ...(detail.body === undefined ? {} : { body: detail.body }),
  });
}
