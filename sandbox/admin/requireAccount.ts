import type { AccountRecord } from '../store/AccountRecord.ts';
import type { AdminCaller } from './AdminCaller.ts';

/** The caller's account; every call but the public ones has one after the access check. */
export function requireAccount(caller: AdminCaller): AccountRecord {
  if (!caller.account) throw new Error('an admin handler that needs a login was reached without one; check the access table');
  return caller.account;
}
