import type { BonusCart } from './BonusCart.ts';
import type { CampaignBonusInput } from './CampaignBonusInput.ts';

/**
 * A new cart for the campaign's bonuses and its numberOfBonuses, holding the fixed bonuses, which
 * are added automatically (funnel.md section 4 "Bonus cart"). Fixed bonuses count towards the
 * number of bonuses.
 */
export function createBonusCart<Entry extends CampaignBonusInput>(
  campaignBonuses: readonly Entry[],
  numberOfBonuses: number,
): BonusCart<Entry> {
  const items = campaignBonuses
    .filter((entry) => entry.fixedBonus)
    .map((entry) => ({ campaignBonus: entry, variantMaterialNumber: undefined }));
  return { campaignBonuses, numberOfBonuses, items };
}
