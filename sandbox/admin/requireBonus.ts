import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { loadTenantBonuses } from './loadTenantBonuses.ts';

/** The tenant's bonus, or 404 BONUS_NOT_FOUND (a bonus of another tenant is not found either). */
export function requireBonus(context: SandboxContext, tenant: string, materialNumber: string): OrderBonus {
  const [bonus] = loadTenantBonuses(context.db, tenant, materialNumber);
  if (!bonus) throw apiFailure(404, 'BONUS_NOT_FOUND', { message: `Die Prämie ${materialNumber} gibt es bei diesem Titel nicht.` });
  return bonus;
}
