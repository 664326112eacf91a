import { createContext, useContext } from 'react';
import type { Tenant } from '../../core/index.ts';
import type { AdminApiClient } from '../api/createAdminApiClient.ts';
import type { AdminData } from '../api/adminData.ts';
import type { AdminRole } from '../api/adminRoleOf.ts';

/** Who works in the admin app: set once the login check, the admin data and the role are in (platform.md section 2). */
export interface AdminSession {
  readonly tenant: Tenant;
  readonly client: AdminApiClient;
  readonly data: AdminData;
  readonly role: AdminRole;
}

/** The admin session of the pages under the admin app. */
export const AdminSessionContext = createContext<AdminSession | undefined>(undefined);

/** The admin session; only pages rendered by the admin app, after the role is set, may ask. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('aboflow admin: useAdminSession outside the admin app');
  return session;
}
