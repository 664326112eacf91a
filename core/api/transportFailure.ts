import { isTimeoutError } from 'ky';
import { apiCallError } from './apiCallError.ts';
import type { ApiCallError } from './apiCallError.ts';

/** The error of a call that got no answer: `timeout` when ky stopped waiting after `timeoutMs`, else `network`. */
export function transportFailure<Call extends string>(call: Call, cause: unknown, timeoutMs: number): ApiCallError<Call> {
  if (isTimeoutError(cause)) return apiCallError(call, 'timeout', { cause, message: `no answer within ${timeoutMs} ms` });
  return apiCallError(call, 'network', { cause, message: cause instanceof Error ? cause.message : String(cause) });
}
