import type { ApiAnswer } from './ApiAnswer.ts';

/** Thrown by handlers to answer at once with an error status; carries the answer. */
export interface ApiFailure extends Error {
  readonly name: 'ApiFailure';
  readonly answer: ApiAnswer;
}

/** Builds a failure answering `status` with `{ error, ...detail }` as JSON. */
export function apiFailure(status: number, error: string, detail: Record<string, unknown> = {}): ApiFailure {
  return Object.assign(new Error(`${status} ${error}`), {
    name: 'ApiFailure' as const,
    answer: { status, json: { error, ...detail } },
  });
}
