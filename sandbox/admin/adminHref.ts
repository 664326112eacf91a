import { adminRoutes } from '../../admin/api/adminRoutes.ts';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { fillPath } from '../../core/api/fillPath.ts';

/** The link (absolute path below /api/) of an admin call with its path parameters. */
export function adminHref(call: AdminCallName, params: Readonly<Record<string, string>>): string {
  return `/api/${fillPath(adminRoutes[call].path, params)}`;
}
