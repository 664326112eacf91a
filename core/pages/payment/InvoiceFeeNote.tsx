import { useSignals } from '@preact/signals-react/runtime';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { invoiceFeeNote } from '../../pricing/invoiceFeeNote.ts';

/** Beside the choice of paying by invoice: the fee the price service added for it (see `invoiceFeeNote`). */
export function InvoiceFeeNote({ context }: { readonly context: FunnelContext }) {
  useSignals();
  const input = orderTermsInputOf(context);
  const note = input ? invoiceFeeNote(input) : undefined;
  return note ? <p>{note}</p> : null;
}
