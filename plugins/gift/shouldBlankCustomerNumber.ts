import type { GiftRoleChoice } from './GiftRoleChoice.ts';

/** In a gift order the customer number is blanked when the user is the recipient (funnel.md section 4). */
export function shouldBlankCustomerNumber(choice: GiftRoleChoice | null | undefined): boolean {
  return choice === 'recipient';
}
