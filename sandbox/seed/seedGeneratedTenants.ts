import type { DatabaseSync } from 'node:sqlite';
import { generateTenantSeed } from './generateTenantSeed.ts';
import { insertSeedCampaigns } from './insertSeedCampaigns.ts';
import { seedStaff } from './seedAdminArea.ts';
import type { TenantProfile } from './loadTenantProfiles.ts';

/**
 * Adds the generated campaigns, bonuses and staff of every profiled tenant that has no campaign in the
 * store yet, so a file database seeded before a tenant package existed picks the new tenant up on the
 * next start. Answers the keys it seeded.
 */
export function seedGeneratedTenants(db: DatabaseSync, profiles: readonly TenantProfile[], today: Date): string[] {
  const hasCampaigns = db.prepare('SELECT 1 FROM campaigns WHERE tenant = ? LIMIT 1');
  const missing = profiles.filter((profile) => hasCampaigns.get(profile.key) === undefined);
  if (missing.length === 0) return [];
  db.exec('BEGIN');
  try {
    for (const profile of missing) {
      const seed = generateTenantSeed(profile);
      insertSeedCampaigns(db, seed.bonuses, seed.campaigns, today);
      seedStaff(db, profile.key, today.toISOString());
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return missing.map((profile) => profile.key);
}
