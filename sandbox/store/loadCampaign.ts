import type { DatabaseSync } from 'node:sqlite';
import type { CampaignBonus } from '../../core/api/entities/campaignBonus.ts';
import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';
import type { CampaignRecord } from './CampaignRecord.ts';

/** The campaign with this id, when it belongs to the tenant (any tenant when `tenant` is undefined). */
export function loadCampaign(db: DatabaseSync, id: string, tenant: string | undefined): CampaignRecord | undefined {
  const row = db.prepare('SELECT * FROM campaigns WHERE id = ?').get(id);
  if (!row || (tenant !== undefined && row.tenant !== tenant)) return undefined;
  const bonuses: CampaignBonus[] = db
    .prepare(`SELECT b.data, cb.fixed_bonus, cb.valid_until FROM campaign_bonuses cb
      JOIN bonuses b ON b.material_number = cb.material_number WHERE cb.campaign_id = ? ORDER BY cb.position`)
    .all(id)
    .map((bonus) => ({
      bonus: JSON.parse(String(bonus.data)) as OrderBonus,
      fixedBonus: Number(bonus.fixed_bonus) === 1,
      validUntil: bonus.valid_until === null ? null : String(bonus.valid_until),
    }));
  return {
    id: String(row.id),
    tenant: String(row.tenant),
    offerId: row.offer_id === null ? null : String(row.offer_id),
    product: String(row.product),
    category: String(row.category),
    monthlyPrice: Number(row.monthly_price),
    priceChange: row.price_change === null || row.price_change === undefined ? null : JSON.parse(String(row.price_change)),
    abroadSurcharge: Number(row.abroad_surcharge),
    billingFrequencyGroup: String(row.billing_frequency_group),
    paymentMethods: JSON.parse(String(row.payment_methods)),
    countries: JSON.parse(String(row.countries)),
    regionOptions: row.region_options === null ? null : JSON.parse(String(row.region_options)),
    unavailableCode: row.unavailable_code === null ? null : String(row.unavailable_code),
    giftTimeLimit: row.gift_time_limit === null ? null : Number(row.gift_time_limit),
    orderWithoutAddress: Number(row.order_without_address) === 1,
    active: Number(row.active) === 1,
    validFrom: row.valid_from === null ? null : String(row.valid_from),
    validUntil: row.valid_until === null ? null : String(row.valid_until),
    view: { ...JSON.parse(String(row.view)), bonuses },
  };
}
