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

/** A handler's answer: JSON (`json`), plain text (`text`) or bytes (`bytes`, typed by a content-type header), with optional extra headers. */
export interface ApiAnswer {
  readonly status: number;
  readonly json?: unknown;
  readonly text?: string;
  readonly bytes?: Uint8Array;
  readonly headers?: Readonly<Record<string, string | string[]>>;
}

/** True for failures thrown by handlers. */
export function isApiFailure(value: unknown): value is ApiFailure {
  return value instanceof Error && value.name === 'ApiFailure' && 'answer' in value;
}
