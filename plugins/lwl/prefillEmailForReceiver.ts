import type { LwlRoleChoice } from './LwlRoleChoice.ts';

/**
 * The e-mail to prefill into the address form of a user who is receiving (funnel.md section 4:
 * "Receivers get their e-mail prefilled"): the logged-in user's e-mail, unless the form already
 * has one. Undefined when nothing is to be prefilled (not receiving, no known e-mail, or already filled).
 */
export function prefillEmailForReceiver(input: {
  readonly choice: LwlRoleChoice | null | undefined;
  readonly userEmail: string | null | undefined;
  readonly formEmail: string | null | undefined;
}): string | undefined {
  if (input.choice !== 'receiving' || input.formEmail?.trim()) return undefined;
  return input.userEmail?.trim() || undefined;
}
