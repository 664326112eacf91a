import { adminRoutes } from '../../admin/api/adminRoutes.ts';
import { compileRoutes } from '../server/compileRoutes.ts';

/** Finds the admin call for a method and a path below /api/ (without the leading slash). */
export const matchAdminRoute = compileRoutes(adminRoutes);
