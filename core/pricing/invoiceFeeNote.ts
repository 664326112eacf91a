import { campaignKind } from './campaignKind.ts';
import { invoiceFeeAmount } from './invoiceFeeAmount.ts';
import type { OrderTermsInput } from './OrderTermsInput.ts';

/**
 * The sentence beside the choice of paying by invoice that names the fee the price now includes,
 * e.g. 'Im Preis ist eine Rechnungsgebühr von 1,50 € je Rechnung enthalten.'; undefined without a fee.
 */
export function invoiceFeeNote(input: OrderTermsInput): string | undefined {
  const fee = input.invoiceFee ?? 0;
  if (fee <= 0 || !input.withCosts) return undefined;
  return `Im Preis ist eine Rechnungsgebühr von ${invoiceFeeAmount(fee, campaignKind(input) === 'subscription')} enthalten.`;
}
