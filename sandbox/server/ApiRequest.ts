import type { IncomingHttpHeaders } from 'node:http';
import type { ApiCallName } from '../../core/api/apiCallName.ts';
import type { FormToken } from '../../core/api/entities/formToken.ts';
import type { RequestOrigin } from './requestOrigin.ts';
import type { ApiAnswer } from './apiFailure.ts';
import type { SandboxContext } from './SandboxContext.ts';

/** A contract call as a handler sees it, after routing, header checks and body reading. */
export interface ApiRequest {
  readonly call: ApiCallName;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The origin the browser reached the server at (`requestOrigin`: forwarded headers only behind a trusted proxy). */
  readonly origin: RequestOrigin;
  /** The caller's address for limits per client (`clientAddress`). */
  readonly clientAddress: string;
  readonly body: Buffer;
  /** The `osc-tenant` header, checked against the tenant list, on order-service calls. */
  readonly tenant: string;
  /** The verified form token on calls that need one. */
  readonly token: FormToken | undefined;
  /** The logged-in reader's account id, from the reader session cookie (never a staff session). */
  readonly accountId: number | undefined;
  /** The staff member's account id, from the staff session cookie: the staff preview and the internal login check. */
  readonly staffAccountId: number | undefined;
}

/** Answers one call of the contract. */
export type ApiHandler = (context: SandboxContext, request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;
