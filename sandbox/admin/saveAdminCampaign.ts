import type { DatabaseSync } from 'node:sqlite';
import type { SalesCampaignInput } from '../../admin/api/salesCampaignInput.ts';
import { customerViewFlags } from '../../admin/api/salesCampaignInput.ts';
import type { SalesCampaign } from '../../core/api/entities/salesCampaign.ts';
import { countryGroups } from './countryGroups.ts';

/**
 * Stores a checked campaign save: the reader's view fields go into the view readers get from
 * initialFormData, delivery, payment and validity into the service's columns, the bonus
 * assignment into campaign_bonuses (in the given order), the staff-only fields into theirs.
 */
export function saveAdminCampaign(db: DatabaseSync, input: SalesCampaignInput, tenant: string): void {
  const row = db.prepare('SELECT view FROM campaigns WHERE id = ? AND tenant = ?').get(input.id, tenant);
  if (!row) throw new Error(`campaign ${input.id} of ${tenant} vanished while saving`);
  const { bonuses: _assigned, ...stored } = JSON.parse(String(row.view)) as SalesCampaign;
  const view: SalesCampaign = {
    ...stored,
    name: input.name.trim(),
    infoPoints: input.infoPoints.map((point) => point.trim()),
    priceInfos: input.priceInfos.map((info) => ({ description: info.description.trim(), price: info.price })),
    ...Object.fromEntries(customerViewFlags.map((flag) => [flag, input[flag]])),
    numberOfBonuses: input.numberOfBonuses,
    subscriptionStartDate: input.subscriptionStartDate,
    subscriptionEndDate: input.subscriptionEndDate,
    subscriptionIssueStartNumber: input.subscriptionIssueStartNumber,
    subscriptionIssueEndNumber: input.subscriptionIssueEndNumber,
    ageLimit: input.ageLimit,
  };
  const group = countryGroups.find((entry) => entry.id === input.countryGroup);
  const countries = Object.fromEntries(input.countries.map((code) => [code, group?.countries[code] ?? code]));
  db.exec('BEGIN');
  try {
    db.prepare(`UPDATE campaigns SET view = ?, active = ?, valid_from = ?, valid_until = ?, country_group = ?, countries = ?,
        payment_methods = ?, order_without_address = ?, billing_frequency_group = ?, offer_info = ?, base_info_text = ?,
        order_csv = ?, show_time_period = ?, delayed_charging = ? WHERE id = ? AND tenant = ?`)
      .run(
        JSON.stringify(view), input.active ? 1 : 0, input.validFrom, input.validUntil, input.countryGroup, JSON.stringify(countries),
        JSON.stringify(input.paymentMethods), input.orderWithoutAddress ? 1 : 0, input.billingFrequencyGroup, input.offerInfo,
        input.baseInfo.text, input.orderCsv ? 1 : 0, input.showTimePeriod ? 1 : 0, input.delayedCharging ? 1 : 0, input.id, tenant,
      );
    db.prepare('DELETE FROM campaign_bonuses WHERE campaign_id = ?').run(input.id);
    const assign = db.prepare('INSERT INTO campaign_bonuses (campaign_id, material_number, fixed_bonus, valid_until, position) VALUES (?, ?, ?, ?, ?)');
    input.bonuses.forEach((entry, position) => assign.run(input.id, entry.materialNumber, entry.fixedBonus ? 1 : 0, entry.validUntil, position));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
