import { validate } from 'superstruct';
import type { ApiClient } from './createApiClient.ts';
import type { ContractCallSchemas } from './contractCall.ts';

/** One contract call a plugin made through {@link contractCallRecorder}. */
export interface RecordedContractCall {
  readonly name: string;
  readonly input: unknown;
  readonly request: unknown;
}

/**
 * For a plugin's unit tests: an ApiClient whose `call` records each contract call (route name, input, request schema)
 * and answers `answer` checked against the route's response schema, as the real client checks every answer.
 */
export function contractCallRecorder(answer: unknown): { readonly api: ApiClient; readonly calls: RecordedContractCall[] } {
  const calls: RecordedContractCall[] = [];
  const call = async (name: string, schemas: ContractCallSchemas<unknown, unknown>, input: unknown) => {
    calls.push({ name, input, request: schemas.request });
    const [error, checked] = validate(answer, schemas.response);
    if (error) throw error;
    return checked;
  };
  return { api: { call } as unknown as ApiClient, calls };
}
