import type { IncomingHttpHeaders } from 'node:http';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import type { AdminCaller } from './AdminCaller.ts';

/** An admin call as a handler sees it: routed, allowed by the access table, body read. */
export interface AdminRequest {
  readonly call: AdminCallName;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly caller: AdminCaller;
}
