import type { DatabaseSync } from 'node:sqlite';
import type { AvailableSalesCampaign } from '../../admin/api/availableSalesCampaign.ts';

/** The approval list of a tenant: every campaign with id, name, active, approved and validity, by id. */
export function availableSalesCampaignsOf(db: DatabaseSync, tenant: string): AvailableSalesCampaign[] {
  return db
    .prepare('SELECT id, view, active, approved, valid_from, valid_until FROM campaigns WHERE tenant = ? ORDER BY id')
    .all(tenant)
    .map((row) => ({
      id: String(row.id),
      name: String((JSON.parse(String(row.view)) as { name: string }).name),
      active: Number(row.active) === 1,
      approved: Number(row.approved) === 1,
      validFrom: row.valid_from === null ? null : String(row.valid_from),
      validUntil: row.valid_until === null ? null : String(row.valid_until),
    }));
}
