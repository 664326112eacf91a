import { useSignals } from '@preact/signals-react/runtime';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { campaignKind, invoiceFeeAmount } from '../../pricing/priceLines.ts';
import type { OrderTermsInput } from '../../pricing/OrderTermsInput.ts';

/**
 * Beside the choice of paying by invoice: the fee the price service added for it (see `invoiceFeeNote`).
 * Its place is kept while the price for invoice is asked for, so the order button does not jump when it arrives.
 */
export function InvoiceFeeNote({ context }: { readonly context: FunnelContext }) {
  useSignals();
  const input = orderTermsInputOf(context);
  const note = input ? invoiceFeeNote(input) : undefined;
  return <div className="invoice-fee-note">{note ? <p>{note}</p> : null}</div>;
}

/**
 * The sentence beside the choice of paying by invoice that names the fee the price now includes,
 * e.g. 'Im Preis ist eine Rechnungsgebühr von 1,50 € je Rechnung enthalten.'; undefined without a fee.
 */
export function invoiceFeeNote(input: OrderTermsInput): string | undefined {
  const fee = input.invoiceFee ?? 0;
  if (fee <= 0 || !input.withCosts) return undefined;
  return `Im Preis ist eine Rechnungsgebühr von ${invoiceFeeAmount(fee, campaignKind(input) === 'subscription')} enthalten.`;
}
