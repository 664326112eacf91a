import type { OrderFormValidationContext } from './OrderFormValidationContext.ts';

/**
 * Whether the e-mail field is mandatory (funnel.md section 5, "E-mail"): only when the campaign requires it, and then
 * in the form of the person the order's mail goes to: the order form, or the second-person form when a contributed
 * order party there receives it.
 */
export function isEmailRequired(
  context: Pick<OrderFormValidationContext, 'emailMandatory' | 'orderMailToSecondPerson' | 'view'>,
): boolean {
  if (!context.emailMandatory) return false;
  return context.view === 'secondPerson' ? context.orderMailToSecondPerson : !context.orderMailToSecondPerson;
}
