import { useSignals } from '@preact/signals-react/runtime';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { invoiceFeeNote } from '../../pricing/invoiceFeeNote.ts';

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
