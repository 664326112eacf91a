import type { CardResult, FunnelContext, PaymentDataInput, PaymentProviderOutcome, PaymentReturnQuery } from '../../core/index.ts';

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

function outcomeOf(result: CardResult): PaymentProviderOutcome {
  return 'declined' in result ? { kind: 'declined' } : { kind: 'paid', paymentData: cardPaymentData(result) };
}

/** The card agreement's result (recurring orders). */
export async function cardAgreementOutcome(context: FunnelContext, query: PaymentReturnQuery): Promise<PaymentProviderOutcome> {
  return outcomeOf(await context.api.cardAgreementResult(query));
}

/** The card one-off payment's result (orders that do not recur). */
export async function cardOneOffOutcome(context: FunnelContext, query: PaymentReturnQuery): Promise<PaymentProviderOutcome> {
  return outcomeOf(await context.api.cardOneOffResult(query));
}

/** What the verification page says about the card: its type, the last four digits and the validity. */
export function cardSummary(paymentData: PaymentDataInput): readonly string[] {
  const lines: string[] = [];
  const last4 = paymentData.truncatedCardPan?.slice(-4);
  if (paymentData.displayCCName || last4) lines.push([paymentData.displayCCName, last4 ? `endet auf ${last4}` : ''].filter(Boolean).join(', '));
  const validity = /^(\d{2})(\d{2})$/.exec(paymentData.validUntil ?? '');
  if (validity) lines.push(`gültig bis ${validity[2]}/${validity[1]}`);
  return lines;
}
