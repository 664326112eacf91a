import type { ApiAnswer } from '../server/ApiAnswer.ts';
import type { ApiRequest } from '../server/ApiRequest.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';

/** Answers one call of the contract. */
export type ApiHandler = (context: SandboxContext, request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;
