import { useSignals } from '@preact/signals-react/runtime';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { summaryPrice } from '../../pricing/summaryPrice.ts';

/** The price in the phone's summary bar, in the one wording of `core/pricing` (see `summaryPrice`). */
export function SummaryPrice({ context }: { readonly context: FunnelContext }) {
  useSignals();
  const input = orderTermsInputOf(context);
  const price = context.store.price.value;
  // While the first price call is out, a grey block holds the line instead of a price that would change.
  if (!price.result && !price.callFailed) return <span className="skeleton__block skeleton__text" />;
  const text = input ? summaryPrice(input) : undefined;
  return text ? <span>{text}</span> : null;
}
