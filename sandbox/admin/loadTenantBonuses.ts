import type { DatabaseSync } from 'node:sqlite';
import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';

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
