import type { ApiCallError } from './apiCallError.ts';

/** True for errors thrown by the API client. */
export function isApiCallError(value: unknown): value is ApiCallError {
  return value instanceof Error && value.name === 'ApiCallError' && typeof (value as { call?: unknown }).call === 'string';
}
