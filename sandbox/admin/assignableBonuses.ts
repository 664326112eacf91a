import type { DatabaseSync } from 'node:sqlite';
import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';
import { loadTenantBonuses } from './loadTenantBonuses.ts';

/**
 * The bonuses a campaign may be given: the tenant's active, valid bonuses, plus those it already
 * has (so that saving a campaign never drops a bonus that was switched off meanwhile).
 */
export function assignableBonuses(db: DatabaseSync, tenant: string, assigned: readonly string[]): OrderBonus[] {
  return loadTenantBonuses(db, tenant).filter(
    (bonus) => ((bonus.active ?? false) && !(bonus.invalid ?? false)) || assigned.includes(bonus.materialNumber),
  );
}
