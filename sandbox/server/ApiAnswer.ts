/** A handler's answer: JSON (`json`), plain text (`text`) or bytes (`bytes`, typed by a content-type header), with optional extra headers. */
export interface ApiAnswer {
  readonly status: number;
  readonly json?: unknown;
  readonly text?: string;
  readonly bytes?: Uint8Array;
  readonly headers?: Readonly<Record<string, string | string[]>>;
}
