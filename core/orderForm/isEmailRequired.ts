import type { OrderFormValidationContext } from './OrderFormValidationContext.ts';

/**
 * Whether the e-mail field is mandatory (funnel.md section 5, "E-mail"): only when the campaign
 * requires it and it is not a gift subscription; in the recruiter view only for gift campaigns.
 */
export function isEmailRequired(
  context: Pick<OrderFormValidationContext, 'emailMandatory' | 'isGift' | 'view'>,
): boolean {
  if (!context.emailMandatory) return false;
  return context.view === 'secondPerson' ? context.isGift : !context.isGift;
}
