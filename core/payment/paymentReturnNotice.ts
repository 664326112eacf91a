import type { PaymentProvider } from '../extensionPoints/paymentProviders.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';

/** What the payment page tells a reader who came back from a payment provider without a usable payment. */
export interface PaymentReturnNotice {
  readonly kind: 'error' | 'info';
  readonly text: string;
}

const cancelled =
  'Sie haben die Zahlung abgebrochen. Ihre Angaben sind erhalten; wählen Sie eine Zahlmethode, um die Bestellung fortzusetzen.';

/**
 * The payment page's notice after a provider return (funnel.md section 8; docs/decisions.md, "Cancelled at the payment provider"): a
 * provider's own error (from the provider plugin's own state) before the note that the reader cancelled
 * at the provider. Undefined when none applies.
 */
export async function paymentReturnNotice(
  context: FunnelContext,
  providers: readonly PaymentProvider[],
): Promise<PaymentReturnNotice | undefined> {
  for (const provider of providers) {
    // A provider whose words fail to load says nothing; the page and its methods still work.
    const text = await provider.returnNotice?.(context).catch(() => undefined);
    if (text) return { kind: 'error', text };
  }
  return context.store.paymentReturnNotice.value === 'cancelled' ? { kind: 'info', text: cancelled } : undefined;
}
