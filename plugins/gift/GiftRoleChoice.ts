import type { FunnelContext } from '../../core/index.ts';

/** A logged-in user's answer to the gift role choice: receiving the gift or giving (purchasing) it. */
export type GiftRoleChoice = 'recipient' | 'purchaser';

/** The logged-in reader's gift role from the store's role, undefined while none was chosen. */
export function giftRoleChoiceOf(context: FunnelContext): GiftRoleChoice | undefined {
  const role = context.store.role.value;
  return role === 'recipient' || role === 'purchaser' ? role : undefined;
}

/** Records the role choice ('Weiter' of the role selection), which moves the start page on. */
export function chooseGiftRole(context: FunnelContext, choice: GiftRoleChoice): void {
  context.store.role.value = loggedInCustomerRole(choice);
}

/**
 * The gift order's loggedInCustomerRole (funnel.md section 4 "Roles and customer number"):
 * 'recipient' for a recipient, else 'purchaser' (also when no role was chosen).
 */
export function loggedInCustomerRole(choice: GiftRoleChoice | null | undefined): 'recipient' | 'purchaser' {
  return choice === 'recipient' ? 'recipient' : 'purchaser';
}

/** In a gift order the customer number is blanked when the user is the recipient (funnel.md section 4). */
export function shouldBlankCustomerNumber(choice: GiftRoleChoice | null | undefined): boolean {
  return choice === 'recipient';
}
