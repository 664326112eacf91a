import type { DatabaseSync } from 'node:sqlite';
import { billingFrequencyGroups } from './billingFrequencyGroups.ts';
import { seedAccounts, seedPartners } from './seedCustomers.ts';
import { seedBonuses } from './seedBonuses.ts';
import { seedCampaigns, seedOffersWithoutStore } from './seedCampaigns.ts';
import { seedAdminArea } from './seedAdminArea.ts';
import { insertSeedCampaigns } from './insertSeedCampaigns.ts';
import { insertVoucher, seedVouchers } from './seedVouchers.ts';

/**
 * Fills an empty, migrated database with the seed data of sandbox/README.md; announced price
 * changes are dated relative to `today`.
 */
export function seedDatabase(db: DatabaseSync, today: Date = new Date()): void {
  const now = today.toISOString();
  db.exec('BEGIN');
  try {
    const frequency = db.prepare(
      'INSERT INTO billing_frequencies (group_id, code, name, discount_domestic, discount_abroad) VALUES (?, ?, ?, ?, ?)',
    );
    for (const [group, entries] of Object.entries(billingFrequencyGroups)) {
      for (const entry of entries) frequency.run(group, entry.code, entry.name, entry.discountDomestic, entry.discountAbroad);
    }

    insertSeedCampaigns(db, seedBonuses, seedCampaigns, today);
    const offer = db.prepare('INSERT INTO offers (offer_id, tenant, campaign_id, unavailable_code) VALUES (?, ?, ?, ?)');
    for (const entry of seedOffersWithoutStore) offer.run(entry.offerId, entry.tenant, null, 'NO_OFFER_STORE_FOR_OFFER_ID');

    const partner = db.prepare(`INSERT INTO partners (gp_nr, tenant, status, business, last_name, addresses, payment_data,
      mm_number, district, csv_pending, sap_unavailable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const subscription = db.prepare('INSERT INTO subscriptions (gp_nr, product, trial, active) VALUES (?, ?, ?, ?)');
    for (const entry of seedPartners) {
      const addresses = entry.business ? { businessAddress: entry.address } : { privateAddress: entry.address };
      partner.run(
        entry.gpNr, entry.tenant, entry.status, entry.business ? 1 : 0, entry.lastName, JSON.stringify(addresses),
        entry.paymentData ? JSON.stringify(entry.paymentData) : null, entry.mmNumber ?? null, entry.address.district ?? null,
        entry.csvPending ? 1 : 0, entry.sapUnavailable ? 1 : 0,
      );
      for (const product of entry.subscriptions ?? []) subscription.run(entry.gpNr, product, 0, 1);
      for (const product of entry.usedTrials ?? []) subscription.run(entry.gpNr, product, 1, 0);
    }

    const account = db.prepare(
      'INSERT INTO accounts (login, first_name, last_name, gp_nr, situation, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const entry of seedAccounts) account.run(entry.login, entry.firstName, entry.lastName, entry.gpNr ?? null, entry.situation, now);
    seedAdminArea(db, now);
    for (const voucher of seedVouchers) insertVoucher(db, voucher, now);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

