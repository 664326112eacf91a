import type { Struct } from 'superstruct';

/**
 * The structs a contract call is checked with: the request body's (needed when the call sends JSON) and the
 * answer's. They are the ones core/api keeps for the call (`apiCallSchemas`, `paymentCallSchemas`), so the client
 * checks a plugin's call exactly as its own.
 */
export interface ContractCallSchemas<T, R = never> {
  readonly request?: Struct<R, unknown>;
  readonly response: Struct<T, unknown>;
}

/** What a contract call sends besides its route's headers: path parameters, a query, a JSON body or a raw body. */
export interface ContractCallInput<R = never> {
  readonly pathParams?: Record<string, string>;
  /** Undefined values are left out of the query. */
  readonly searchParams?: Record<string, string | undefined>;
  /** Checked against the request struct (coerced, reduced to its known fields) before it is sent. */
  readonly json?: R;
  /** Sent as it is (a multipart form, a text). */
  readonly body?: BodyInit;
}

/** A contract call's answer whose HTTP status the caller interprets (an upload's 400, 413, 500). */
export interface ContractAnswer<T> {
  readonly httpStatus: number;
  /** The answer's body; undefined when a non-2xx answer had none that fits the response struct. */
  readonly response: T | undefined;
}
