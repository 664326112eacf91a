import { apiFailure } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { loadTenantBonuses } from './loadTenantBonuses.ts';

/** {tenant}/bonuses[?active=true|false]: the tenant's bonuses by material number, optionally only (in)active ones. */
export const handleBonuses: AdminHandler = (context, request) => {
  const active = request.query.get('active');
  if (active !== null && active !== 'true' && active !== 'false') {
    throw apiFailure(400, 'INVALID_QUERY', { fields: [{ path: 'active', message: 'true or false' }] });
  }
  const bonuses = loadTenantBonuses(context.db, request.caller.tenant);
  return { status: 200, json: active === null ? bonuses : bonuses.filter((bonus) => (bonus.active ?? false) === (active === 'true')) };
};
