import type { ApiAnswer } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { IncomingHttpHeaders } from 'node:http';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { adminRoutes } from '../../admin/api/adminRoutes.ts';
import type { AdminRole } from '../../admin/api/adminRoleOf.ts';
import type { AccountRecord } from '../store/loadAccount.ts';
import { fillPath } from '../../core/api/fillPath.ts';

/** Answers one admin call. */
export type AdminHandler = (context: SandboxContext, request: AdminRequest) => ApiAnswer | Promise<ApiAnswer>;

/** An admin call as a handler sees it: routed, allowed by the access table, body read. */
interface AdminRequest {
  readonly call: AdminCallName;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly caller: AdminCaller;
}

/** Who makes an admin call, as the access check found them. */
export interface AdminCaller {
  /** The tenant of the call (the path's `{tenant}`, or home's `tenant` query), a known tenant key. */
  readonly tenant: string;
  /** The logged-in account; undefined only on public calls. */
  readonly account: AccountRecord | undefined;
  /** The account's role in the tenant, none when it is in no user list there. */
  readonly role: AdminRole | undefined;
}

/** The caller's account; every call but the public ones has one after the access check. */
export function requireAccount(caller: AdminCaller): AccountRecord {
  if (!caller.account) throw new Error('an admin handler that needs a login was reached without one; check the access table');
  return caller.account;
}

/** The link (absolute path below /api/) of an admin call with its path parameters. */
export function adminHref(call: AdminCallName, params: Readonly<Record<string, string>>): string {
  return `/api/${fillPath(adminRoutes[call].path, params)}`;
}
