import type { GiftRoleChoice } from './GiftRoleChoice.ts';

/**
 * The gift order's loggedInCustomerRole (funnel.md section 4 "Roles and customer number"):
 * 'recipient' for a recipient, else 'purchaser' (also when no role was chosen).
 */
export function loggedInCustomerRole(choice: GiftRoleChoice | null | undefined): 'recipient' | 'purchaser' {
  return choice === 'recipient' ? 'recipient' : 'purchaser';
}
