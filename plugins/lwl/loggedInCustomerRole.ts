import type { LwlRoleChoice } from './LwlRoleChoice.ts';

/**
 * The lwl order's loggedInCustomerRole (funnel.md section 4 "Roles and customer number"):
 * 'purchaser' for the one receiving (the new subscriber), else 'agent' (the recruiter).
 */
export function loggedInCustomerRole(choice: LwlRoleChoice | null | undefined): 'purchaser' | 'agent' {
  return choice === 'receiving' ? 'purchaser' : 'agent';
}
