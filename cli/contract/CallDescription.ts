import type { Struct } from 'superstruct';

// biome-ignore lint/suspicious/noExplicitAny: a call's structs have any shape.
type AnyStruct = Struct<any, any>;

/** A body of a call: JSON checked by a struct, plain text, a multipart upload or an image. */
export type CallBody =
  | { readonly kind: 'json'; readonly struct: AnyStruct }
  | { readonly kind: 'text' }
  | { readonly kind: 'multipart'; readonly field: string }
  | { readonly kind: 'image' };

/** What the contract says about one call beyond its route: its structs, by the client that uses them. */
export interface CallDescription {
  readonly summary: string;
  /** Query parameters; an `optional` struct marks one the client may leave out. */
  readonly query?: Readonly<Record<string, AnyStruct>>;
  readonly request?: CallBody;
  /** The status of a success, 200 unless given. */
  readonly status?: 201 | 204;
  /** The answer of a success; none for a call that answers no body. */
  readonly response?: CallBody;
}

/** A JSON body checked by `struct`. */
export function jsonBody(struct: AnyStruct): CallBody {
  return { kind: 'json', struct };
}
