import type { DatabaseSync } from 'node:sqlite';
import { addMonths, format, startOfMonth } from 'date-fns';
import type { SeedBonus } from './seedBonuses.ts';
import type { SeedCampaign } from './SeedCampaign.ts';

/**
 * Writes bonuses and campaigns (with their bonus lists and offer ids) into the store; announced price
 * changes are dated relative to `today`. Call inside a transaction.
 */
export function insertSeedCampaigns(db: DatabaseSync, bonuses: readonly SeedBonus[], campaigns: readonly SeedCampaign[], today: Date): void {
  const bonus = db.prepare('INSERT INTO bonuses (material_number, tenant, data) VALUES (?, ?, ?)');
  for (const entry of bonuses) bonus.run(entry.bonus.materialNumber, entry.tenant, JSON.stringify(entry.bonus));

  const campaign = db.prepare(`INSERT INTO campaigns (id, tenant, offer_id, product, category, monthly_price, abroad_surcharge,
    billing_frequency_group, payment_methods, countries, region_options, unavailable_code, gift_time_limit,
    order_without_address, view, description, price_change) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const campaignBonus = db.prepare(
    'INSERT INTO campaign_bonuses (campaign_id, material_number, fixed_bonus, valid_until, position) VALUES (?, ?, ?, ?, ?)',
  );
  const offer = db.prepare('INSERT INTO offers (offer_id, tenant, campaign_id, unavailable_code) VALUES (?, ?, ?, ?)');
  for (const entry of campaigns) {
    const id = entry.view.salesCampaignId;
    campaign.run(
      id, entry.tenant, entry.offerId ?? null, entry.product, entry.category, entry.monthlyPrice, entry.abroadSurcharge ?? 0,
      entry.billingFrequencyGroup, JSON.stringify(entry.paymentMethods), JSON.stringify(entry.countries),
      entry.regionOptions ? JSON.stringify(entry.regionOptions) : null, entry.unavailableCode ?? null,
      entry.giftTimeLimit ?? null, entry.orderWithoutAddress ? 1 : 0, JSON.stringify(entry.view), entry.description,
      entry.priceChange ? JSON.stringify(datedPriceChange(entry.priceChange, today)) : null,
    );
    for (const [position, item] of (entry.bonuses ?? []).entries()) {
      campaignBonus.run(id, item.materialNumber, item.fixedBonus ? 1 : 0, item.validUntil ?? null, position);
    }
    if (entry.offerId) offer.run(entry.offerId, entry.tenant, id, null);
  }
}

function datedPriceChange(change: { readonly monthsAhead: number; readonly monthlyPrice: number }, today: Date) {
  return { validFrom: format(addMonths(startOfMonth(today), change.monthsAhead), 'yyyy-MM-dd'), monthlyPrice: change.monthlyPrice };
}
