import type { CampaignBonusInput } from './CampaignBonusInput.ts';

/** A bonus in the cart: its campaign entry and, for a complex bonus, the chosen variant's material number. */
export interface BonusCartItem<Entry extends CampaignBonusInput = CampaignBonusInput> {
  readonly campaignBonus: Entry;
  readonly variantMaterialNumber: string | undefined;
}
