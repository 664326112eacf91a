import type { BonusCartItem } from './BonusCartItem.ts';
import type { CampaignBonusInput } from './CampaignBonusInput.ts';

/**
 * The bonus cart (funnel.md section 4 "Bonus cart"): the campaign's bonuses, how many the order
 * takes, and the chosen ones (fixed bonuses included). A value; every change returns a new cart.
 */
export interface BonusCart<Entry extends CampaignBonusInput = CampaignBonusInput> {
  readonly campaignBonuses: readonly Entry[];
  readonly numberOfBonuses: number;
  readonly items: readonly BonusCartItem<Entry>[];
}
