import {
  type CardResult,
  type FunnelContext,
  type PaymentDataInput,
  type PaymentProviderOutcome,
  type PaymentReturnQuery,
  translate,
} from '../../core/index.ts';
import { cardRefusalState } from './cardRefusalState.ts';
import { cardTexts } from './cardTexts.ts';
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
  return cardOutcomeOf(context, await context.api.cardAgreementResult(query), new Date());
}

/** The card one-off payment's result (orders that do not recur). */
export async function cardOneOffOutcome(context: FunnelContext, query: PaymentReturnQuery): Promise<PaymentProviderOutcome> {
  return cardOutcomeOf(context, await context.api.cardOneOffResult(query), new Date());
}

/** What the verification page says about the card: its type, the last four digits and the validity. */
export function cardSummary(paymentData: PaymentDataInput, context: FunnelContext): readonly string[] {
  const lines: string[] = [];
  const last4 = paymentData.truncatedCardPan?.slice(-4);
  const endsWith = last4 ? translate(context.i18n, cardTexts, 'endsWith', { last4 }) : '';
  if (paymentData.displayCCName || last4) lines.push([paymentData.displayCCName, endsWith].filter(Boolean).join(', '));
  const validity = /^(\d{2})(\d{2})$/.exec(paymentData.validUntil ?? '');
  if (validity) lines.push(translate(context.i18n, cardTexts, 'validUntil', { month: validity[2], year: validity[1] }));
  return lines;
}
