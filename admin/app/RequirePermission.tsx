import { useEffect, type ReactNode } from 'react';
import type { AdminData } from '../api/adminData.ts';
import type { AdminRole } from '../api/adminRoleOf.ts';
import { leaveWithNotice } from './adminNavigation.ts';
import { adminPaths } from './adminPaths.ts';
import { useAdminSession } from './AdminSession.ts';

/** The text on the home when a screen was opened without the right for it. */
const missingPermissionText = 'Für diesen Bereich fehlen Ihnen die Rechte. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.';

/**
 * Renders `children` when the session has the permission link (or one of the roles); else it goes
 * home with a notice. Convenience only: the server refuses the calls anyway (admin/README.md).
 */
export function RequirePermission({
  link,
  roles,
  children,
}: {
  readonly link?: keyof AdminData['_links'];
  readonly roles?: readonly AdminRole[];
  readonly children: ReactNode;
}) {
  const { data, role } = useAdminSession();
  const allowed = (link === undefined || data._links[link] !== undefined) && (roles === undefined || roles.includes(role));
  useEffect(() => {
    if (!allowed) leaveWithNotice(adminPaths.home, missingPermissionText);
  }, [allowed]);
  return allowed ? <>{children}</> : null;
}
