/** A handler's answer: JSON (`json`) or plain text (`text`), with optional extra headers. */
export interface ApiAnswer {
  readonly status: number;
  readonly json?: unknown;
  readonly text?: string;
  readonly headers?: Readonly<Record<string, string | string[]>>;
}
