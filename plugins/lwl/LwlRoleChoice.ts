import type { FunnelContext } from '../../core/index.ts';

/** A logged-in user's answer to the lwl role choice: recruiting a new subscriber or being the one recruited. */
export type LwlRoleChoice = 'recruiting' | 'receiving';

/** The logged-in reader's lwl role from the store's role ('purchaser' receiving, 'agent' recruiting), undefined while none was chosen. */
export function lwlRoleChoiceOf(context: FunnelContext): LwlRoleChoice | undefined {
  const role = context.store.role.value;
  if (role === 'purchaser') return 'receiving';
  return role === 'agent' ? 'recruiting' : undefined;
}

/** Records the role choice ('Weiter' of the role selection), which moves the start page on. */
export function chooseLwlRole(context: FunnelContext, choice: LwlRoleChoice): void {
  context.store.role.value = loggedInCustomerRole(choice);
}

/**
 * The lwl order's loggedInCustomerRole (funnel.md section 4 "Roles and customer number"):
 * 'purchaser' for the one receiving (the new subscriber), else 'agent' (the recruiter).
 */
export function loggedInCustomerRole(choice: LwlRoleChoice | null | undefined): 'purchaser' | 'agent' {
  return choice === 'receiving' ? 'purchaser' : 'agent';
}

/** In an lwl order the customer number is blanked when the user is the recruiter (funnel.md section 4). */
export function shouldBlankCustomerNumber(choice: LwlRoleChoice | null | undefined): boolean {
  return choice === 'recruiting';
}
