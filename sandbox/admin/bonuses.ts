import type { DatabaseSync } from 'node:sqlite';
import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { requireApprovedCampaign } from './salesCampaigns.ts';

const textFields = ['title', 'label', 'imagePath', 'link', 'linkLabel', 'text', 'textLabel'] as const;

/** A bonus as the customizing answers it: null text fields become empty strings (platform.md section 3). */
function withTexts(bonus: OrderBonus): OrderBonus {
  return { ...bonus, ...Object.fromEntries(textFields.map((field) => [field, bonus[field] ?? ''])) };
}

/** The tenant's bonuses by material number, or the one asked for; ordered by material number. */
export function loadTenantBonuses(db: DatabaseSync, tenant: string, materialNumber?: string): OrderBonus[] {
  const rows = materialNumber === undefined
    ? db.prepare('SELECT data FROM bonuses WHERE tenant = ? ORDER BY material_number').all(tenant)
    : db.prepare('SELECT data FROM bonuses WHERE tenant = ? AND material_number = ?').all(tenant, materialNumber);
  return rows.map((row) => withTexts(JSON.parse(String(row.data)) as OrderBonus));
}

/** The tenant's bonus, or 404 BONUS_NOT_FOUND (a bonus of another tenant is not found either). */
export function requireBonus(context: SandboxContext, tenant: string, materialNumber: string): OrderBonus {
  const [bonus] = loadTenantBonuses(context.db, tenant, materialNumber);
  if (!bonus) throw apiFailure(404, 'BONUS_NOT_FOUND', { message: `Die Prämie ${materialNumber} gibt es bei diesem Titel nicht.` });
  return bonus;
}

/** Writes a bonus of the tenant (new or changed); readers get it with their campaign from then on. */
export function storeBonus(db: DatabaseSync, tenant: string, bonus: OrderBonus): void {
  db.prepare('INSERT INTO bonuses (material_number, tenant, data) VALUES (?, ?, ?) ON CONFLICT (material_number) DO UPDATE SET data = excluded.data')
    .run(bonus.materialNumber, tenant, JSON.stringify(bonus));
}

/**
 * The bonuses a campaign may be given: the tenant's active, valid bonuses, plus those it already
 * has (so that saving a campaign never drops a bonus that was switched off meanwhile).
 */
export function assignableBonuses(db: DatabaseSync, tenant: string, assigned: readonly string[]): OrderBonus[] {
  return loadTenantBonuses(db, tenant).filter(
    (bonus) => ((bonus.active ?? false) && !(bonus.invalid ?? false)) || assigned.includes(bonus.materialNumber),
  );
}

/** {tenant}/bonuses[?active=true|false]: the tenant's bonuses by material number, optionally only (in)active ones. */
export const handleBonuses: AdminHandler = (context, request) => {
  const active = request.query.get('active');
  if (active !== null && active !== 'true' && active !== 'false') {
    throw apiFailure(400, 'INVALID_QUERY', { fields: [{ path: 'active', message: 'true or false' }] });
  }
  const bonuses = loadTenantBonuses(context.db, request.caller.tenant);
  return { status: 200, json: active === null ? bonuses : bonuses.filter((bonus) => (bonus.active ?? false) === (active === 'true')) };
};

/** {tenant}/bonus/{materialNumber}: one bonus of the tenant; 404 for any other. */
export const handleBonus: AdminHandler = (context, request) => ({
  status: 200,
  json: requireBonus(context, request.caller.tenant, request.params.materialNumber ?? ''),
});

/** {tenant}/salesCampaign/{id}/availableBonuses: the bonuses the campaign may be given. */
export const handleAvailableBonuses: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const record = requireApprovedCampaign(context, tenant, request.params.salesCampaignId ?? '');
  const assigned = record.campaign.bonuses.map((entry) => entry.materialNumber);
  return { status: 200, json: assignableBonuses(context.db, tenant, assigned) };
};

/**
 * GET {tenant}/bonus/{materialNumber}/image: the uploaded image, public (readers' bonus tiles show
 * it). Cached for long: every new image gets a new stamp in the bonus's imagePath.
 */
export const handleBonusImage: AdminHandler = (context, request) => {
  const row = context.db
    .prepare('SELECT content, content_type FROM bonus_images WHERE material_number = ? AND tenant = ?')
    .get(request.params.materialNumber ?? '', request.caller.tenant);
  if (!row) throw apiFailure(404, 'IMAGE_NOT_FOUND', { message: 'Für diese Prämie ist kein Bild hochgeladen.' });
  return {
    status: 200,
    bytes: new Uint8Array(row.content as Uint8Array),
    headers: { 'content-type': String(row.content_type), 'cache-control': 'public, max-age=31536000, immutable' },
  };
};
