import type { CardResult, FunnelContext, PaymentDataInput, PaymentProviderOutcome, PaymentReturnQuery } from '../../core/index.ts';
import { cardAgreementResult, cardOneOffResult } from './cardCalls.ts';
import { cardRefusalState } from './cardRefusalState.ts';
import { isCardValidLongEnough } from './isCardValidLongEnough.ts';

/** Display names of the card types card providers send. */
const cardTypeNames: Readonly<Record<string, string>> = { V: 'Visa', M: 'Mastercard', A: 'American Express', D: 'Diners Club', J: 'JCB' };

/** A card result as the funnel's payment data: pseudo and truncated number, type and its name, validity (yyMM). */
function cardPaymentData(result: Exclude<CardResult, { declined: true }>): PaymentDataInput {
  return {
    paymentMethod: 'card',
    creditCardPayment: true,
    pseudoCardPan: result.pseudocardpan,
    truncatedCardPan: result.truncatedcardpan,
    ccIns: result.cardtype,
    displayCCName: cardTypeNames[result.cardtype] ?? result.cardtype,
    validUntil: result.cardexpiredate,
  };
}

/**
 * The card result in the funnel's terms (funnel.md section 8, card rows): a card the bank declined
 * (creditCardDeclined) or one that expires before the tenant's validCardMonths (creditCardTimeInvalid, platform.md
 * section 5) is refused, and the plugin keeps which for the payment page's notice.
 */
export function cardOutcomeOf(context: FunnelContext, result: CardResult, now: Date): PaymentProviderOutcome {
  const declined = 'declined' in result;
  const timeInvalid = !declined && !isCardValidLongEnough(result.cardexpiredate, context.tenant.validCardMonths, now);
  if (!declined && !timeInvalid) {
    cardRefusalState.write(context.store, undefined);
    return { kind: 'paid', paymentData: cardPaymentData(result) };
  }
  cardRefusalState.write(context.store, { creditCardDeclined: declined, creditCardTimeInvalid: timeInvalid });
  return { kind: 'refused' };
}

/** The card agreement's result (recurring orders). */
export async function cardAgreementOutcome(context: FunnelContext, query: PaymentReturnQuery): Promise<PaymentProviderOutcome> {
  return cardOutcomeOf(context, await cardAgreementResult(context.api, query), new Date());
}

/** The card one-off payment's result (orders that do not recur). */
export async function cardOneOffOutcome(context: FunnelContext, query: PaymentReturnQuery): Promise<PaymentProviderOutcome> {
  return cardOutcomeOf(context, await cardOneOffResult(context.api, query), new Date());
}
