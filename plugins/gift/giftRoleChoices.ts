import type { GiftRoleChoice } from './GiftRoleChoice.ts';

/** The radio choices of the gift role selection (funnel.md section 2: recipient or purchaser), worded by `giftStepTexts`. */
export const giftRoleChoices: readonly GiftRoleChoice[] = ['purchaser', 'recipient'];
