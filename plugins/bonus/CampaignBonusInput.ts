import type { BonusInput } from './BonusInput.ts';

/** A campaign bonus entry as the cart reads it (funnel.md section 3); the API's CampaignBonus fits it. */
export interface CampaignBonusInput {
  readonly bonus: BonusInput;
  readonly fixedBonus: boolean;
  /** ISO date (yyyy-MM-dd, optionally followed by a time); the last day the bonus can be chosen. */
  readonly validUntil?: string | null;
}
