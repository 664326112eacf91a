import type { LwlRoleChoice } from './LwlRoleChoice.ts';

/** In an lwl order the customer number is blanked when the user is the recruiter (funnel.md section 4). */
export function shouldBlankCustomerNumber(choice: LwlRoleChoice | null | undefined): boolean {
  return choice === 'recruiting';
}
