import type { GiftRoleChoice } from './GiftRoleChoice.ts';

/** The radio choices of the gift role selection (funnel.md section 2: recipient or purchaser). */
export const giftRoleChoices: readonly { readonly value: GiftRoleChoice; readonly label: string }[] = [
  { value: 'purchaser', label: 'Ich verschenke das Abo' },
  { value: 'recipient', label: 'Ich bekomme das Abo geschenkt' },
];
