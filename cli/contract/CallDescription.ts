import type { Struct } from 'superstruct';

// biome-ignore lint/suspicious/noExplicitAny: a call's structs have any shape.
type AnyStruct = Struct<any, any>;

/** A body of a call: JSON checked by a struct, plain text, a multipart upload or an image. */
export type CallBody =
  | { readonly kind: 'json'; readonly struct: AnyStruct }
  | { readonly kind: 'text' }
  | { readonly kind: 'multipart'; readonly field: string }
  | { readonly kind: 'image' };

/** What the contract says about one call beyond its route and the client's JSON structs. */
export interface CallDescription {
  readonly summary: string;
  /** Query parameters; an `optional` struct marks one the client may leave out. */
  readonly query?: Readonly<Record<string, AnyStruct>>;
  /** A body that is not JSON; a JSON body comes from the client's table of structs. */
  readonly request?: CallBody;
  /** The status of a success, 200 unless given. */
  readonly status?: 201 | 204;
  /** An answer that is not JSON; a JSON answer comes from the client's table of structs. */
  readonly response?: CallBody;
}

/** The JSON structs the client checks a call with (`apiCallSchemas`, `paymentCallSchemas`, `adminCallSchemas`). */
export interface CallSchemas {
  readonly request?: AnyStruct;
  readonly response?: AnyStruct;
}
