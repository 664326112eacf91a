import type { AdminHandler } from './AdminHandler.ts';
import { requireBonus } from './requireBonus.ts';

/** {tenant}/bonus/{materialNumber}: one bonus of the tenant; 404 for any other. */
export const handleBonus: AdminHandler = (context, request) => ({
  status: 200,
  json: requireBonus(context, request.caller.tenant, request.params.materialNumber ?? ''),
});
