import { type FunnelContext, type PaymentDataInput, translate } from '../../core/index.ts';
import { cardTexts } from './cardTexts.ts';

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
