import type { JsonSchema } from './validateJsonSchema.ts';

/** Where the check sends its calls and what it sends along with each. */
export interface ContractTarget {
  /** The contract the back end claims; calls are found in it by operationId. */
  readonly contract: JsonSchema;
  /** The back end's origin; calls go below its `/api` (the contract's server). */
  readonly baseUrl: string;
  readonly timeoutMs: number;
}

/** One call of the check: the operation and what differs from a plain call. */
export interface ContractCall {
  readonly operationId: string;
  readonly pathParams?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly tenant?: string;
  /** The form token, sent as JSON text in `token`. */
  readonly token?: unknown;
  readonly json?: unknown;
  readonly text?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** What came back: status, the body parsed as JSON where it is JSON, else its text. */
export interface ContractAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
}

/** The method, path and operation of `operationId` in the contract. */
export function findOperation(contract: JsonSchema, operationId: string): { method: string; path: string; operation: JsonSchema } {
  for (const [path, operations] of Object.entries(contract.paths as Record<string, Record<string, JsonSchema>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.operationId === operationId) return { method: method.toUpperCase(), path, operation };
    }
  }
  throw new Error(`the contract has no operation ${operationId}`);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Makes one call of the contract against the target, as the front end does (headers, token as JSON text). */
export async function callContract(target: ContractTarget, call: ContractCall): Promise<ContractAnswer> {
  const { method, path } = findOperation(target.contract, call.operationId);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.pathParams?.[name] ?? ''));
  const url = new URL(`${target.baseUrl.replace(/\/+$/, '')}/api${filled}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...call.headers };
  if (call.tenant !== undefined) headers['osc-tenant'] = call.tenant;
  if (call.token !== undefined) headers.token = JSON.stringify(call.token);
  let body: string | undefined;
  if (call.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.text !== undefined) {
    headers['content-type'] ??= 'text/plain';
    body = call.text;
  }
  const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(target.timeoutMs) });
  const text = await response.text();
  return { status: response.status, body: parse(text), text };
}
