import type { DatabaseSync } from 'node:sqlite';
import { addMonths, format, startOfMonth } from 'date-fns';
import { billingFrequencyGroups } from './billingFrequencyGroups.ts';
import { seedAccounts, seedPartners } from './seedCustomers.ts';
import { seedBonuses } from './seedBonuses.ts';
import { seedCampaigns, seedOffersWithoutStore } from './seedCampaigns.ts';
import { seedAdminArea } from './seedAdminArea.ts';

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

    const bonus = db.prepare('INSERT INTO bonuses (material_number, tenant, data) VALUES (?, ?, ?)');
    for (const entry of seedBonuses) bonus.run(entry.bonus.materialNumber, entry.tenant, JSON.stringify(entry.bonus));

    const campaign = db.prepare(`INSERT INTO campaigns (id, tenant, offer_id, product, category, monthly_price, abroad_surcharge,
      billing_frequency_group, payment_methods, countries, region_options, unavailable_code, gift_time_limit,
      order_without_address, view, description, price_change) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const campaignBonus = db.prepare(
      'INSERT INTO campaign_bonuses (campaign_id, material_number, fixed_bonus, valid_until, position) VALUES (?, ?, ?, ?, ?)',
    );
    const offer = db.prepare('INSERT INTO offers (offer_id, tenant, campaign_id, unavailable_code) VALUES (?, ?, ?, ?)');
    for (const entry of seedCampaigns) {
      const id = entry.view.salesCampaignId;
      campaign.run(
        id, entry.tenant, entry.offerId ?? null, entry.product, entry.category, entry.monthlyPrice, entry.abroadSurcharge ?? 0,
        entry.billingFrequencyGroup, JSON.stringify(entry.paymentMethods), JSON.stringify(entry.countries),
        entry.regionOptions ? JSON.stringify(entry.regionOptions) : null, entry.unavailableCode ?? null,
        entry.giftTimeLimit ?? null, entry.orderWithoutAddress ? 1 : 0, JSON.stringify(entry.view), entry.description,
        entry.priceChange ? JSON.stringify(datedPriceChange(entry.priceChange, today)) : null,
      );
      (entry.bonuses ?? []).forEach((item, position) =>
        campaignBonus.run(id, item.materialNumber, item.fixedBonus ? 1 : 0, item.validUntil ?? null, position),
      );
      if (entry.offerId) offer.run(entry.offerId, entry.tenant, id, null);
    }
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
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function datedPriceChange(change: { readonly monthsAhead: number; readonly monthlyPrice: number }, today: Date) {
  return { validFrom: format(addMonths(startOfMonth(today), change.monthsAhead), 'yyyy-MM-dd'), monthlyPrice: change.monthlyPrice };
}
