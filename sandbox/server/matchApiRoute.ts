import { apiRoutes } from '../../core/api/apiRoutes.ts';
import { compileRoutes } from './compileRoutes.ts';

/** Finds the call for a method and a path below /api/ (without the leading slash); path parameters decoded. */
export const matchApiRoute = compileRoutes(apiRoutes);
