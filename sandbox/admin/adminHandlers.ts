import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { handleHome } from './handleHome.ts';

/** The handler of every admin call; the type makes a missing one a compile error. */
export const adminHandlers: Readonly<Partial<Record<AdminCallName, AdminHandler>>> = {
  home: handleHome,
};
