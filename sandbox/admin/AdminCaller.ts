import type { AdminRole } from '../../admin/api/adminRoleOf.ts';
import type { AccountRecord } from '../store/AccountRecord.ts';

/** Who makes an admin call, as the access check found them. */
export interface AdminCaller {
  /** The tenant of the call (the path's `{tenant}`, or home's `tenant` query), a known tenant key. */
  readonly tenant: string;
  /** The logged-in account; undefined only on public calls. */
  readonly account: AccountRecord | undefined;
  /** The account's role in the tenant, none when it is in no user list there. */
  readonly role: AdminRole | undefined;
}
