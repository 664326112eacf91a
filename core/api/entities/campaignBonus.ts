import { boolean, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';
import { orderBonus } from './orderBonus.ts';

/** A campaign bonus entry (funnel.md section 3): fixed bonuses are put in the cart automatically. */
export const campaignBonus = type({
  bonus: orderBonus,
  fixedBonus: boolean(),
  /** ISO date. */
  validUntil: maybe(string()),
});

/** A campaign bonus entry. */
export type CampaignBonus = Infer<typeof campaignBonus>;
