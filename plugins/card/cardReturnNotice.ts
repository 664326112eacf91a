import { type FunnelContext, translate } from '../../core/index.ts';
import { cardRefusalState } from './cardRefusalState.ts';
import { cardReturnTexts } from './cardReturnTexts.ts';

/**
 * The payment page's notice after the card provider's return: a card its bank declined (creditCardDeclined), or one
 * that expires before the tenant's validCardMonths (creditCardTimeInvalid). Loaded only when one of them is set.
 */
export function cardReturnNotice(context: FunnelContext): string | undefined {
  const refusal = cardRefusalState.read(context.store);
  if (refusal?.creditCardDeclined) return translate(context.i18n, cardReturnTexts, 'declined');
  if (refusal?.creditCardTimeInvalid)
    return translate(context.i18n, cardReturnTexts, 'tooShortValid', { count: context.tenant.validCardMonths });
  return undefined;
}
