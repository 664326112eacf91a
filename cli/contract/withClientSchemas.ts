import type { Struct } from 'superstruct';
import type { CallBody, CallDescription, CallSchemas } from './CallDescription.ts';

// biome-ignore lint/suspicious/noExplicitAny: a call's structs have any shape.
const jsonBody = (struct: Struct<any, any>): CallBody => ({ kind: 'json', struct });

/** The call's description with the client's JSON structs as its bodies where it names no other. */
export function withClientSchemas(call: CallDescription, schemas: CallSchemas | undefined): CallDescription {
  const request = call.request ?? (schemas?.request ? jsonBody(schemas.request) : undefined);
  const response = call.response ?? (schemas?.response ? jsonBody(schemas.response) : undefined);
  return { ...call, ...(request ? { request } : {}), ...(response ? { response } : {}) };
}
