import type { DatabaseSync } from 'node:sqlite';
import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';

/** Writes a bonus of the tenant (new or changed); readers get it with their campaign from then on. */
export function storeBonus(db: DatabaseSync, tenant: string, bonus: OrderBonus): void {
  db.prepare('INSERT INTO bonuses (material_number, tenant, data) VALUES (?, ?, ?) ON CONFLICT (material_number) DO UPDATE SET data = excluded.data')
    .run(bonus.materialNumber, tenant, JSON.stringify(bonus));
}
