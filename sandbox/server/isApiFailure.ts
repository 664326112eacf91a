import type { ApiFailure } from './apiFailure.ts';

/** True for failures thrown by handlers. */
export function isApiFailure(value: unknown): value is ApiFailure {
  return value instanceof Error && value.name === 'ApiFailure' && 'answer' in value;
}
