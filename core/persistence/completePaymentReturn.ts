import type { PaymentProviderOutcome, PaymentReturnQuery } from '../extensionPoints/paymentProviders.ts';
import type { FunnelContext, NavigationTarget } from '../funnel/FunnelContext.ts';
import { setFlowFlag } from '../funnel/FlowFlags.ts';
import { persistFunnelState } from './persistFunnelState.ts';
import { resumeFunnelState } from './resumeFunnelState.ts';

/** Where a payment return leads. */
export type PaymentReturnDecision =
  | { readonly kind: 'navigate'; readonly target: NavigationTarget }
  /** This browser tab has no saved order: a fresh browser, or a link opened elsewhere. */
  | { readonly kind: 'noSavedOrder' };

/** What a return page knows: the provider's query, the processId cookie, the method and how to ask for its result. */
export interface PaymentReturnInput {
  readonly query: URLSearchParams;
  readonly processId: string | undefined;
  readonly methodKey: string;
  readonly fetchResult: (context: FunnelContext, query: PaymentReturnQuery) => Promise<PaymentProviderOutcome>;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const serverError: PaymentReturnDecision = { kind: 'navigate', target: { route: 'ErrorPage', type: 'server' } };

function backToPayment(context: FunnelContext, notice: 'cancelled' | 'refused'): PaymentReturnDecision {
  const { store } = context;
  setFlowFlag(store, 'paymentMethodSelected', false);
  store.paymentReturnNotice.value = notice;
  return { kind: 'navigate', target: { route: 'PaymentPage' } };
}

/**
 * The reader is back from a payment provider (platform.md section 4, "External payment return";
 * funnel.md section 8, card rows): mode error → server error page; the saved state restored
 * (none in this tab → say so; tampered, foreign or oversized → server error page); an order
 * already created → SuccessPage; mode back (cancelled at the provider, a decision of ours) → the
 * payment page with everything kept and a notice; otherwise the provider's result: refused (its plugin keeps why,
 * e.g. the card's creditCardDeclined) → the payment page with the provider's notice; paid → the payment data and the
 * process that paid set, saved again for a reload, and verification.
 */
export async function completePaymentReturn(context: FunnelContext, input: PaymentReturnInput): Promise<PaymentReturnDecision> {
  const mode = input.query.get('mode');
  if (mode === 'error') return serverError;
  try {
    const resumed = await resumeFunnelState(context, input.storage);
    if (resumed.kind === 'noSavedOrder') return { kind: 'noSavedOrder' };
    if (resumed.kind === 'refused') {
      console.warn('aboflow: the saved order was refused', resumed.detail);
      return serverError;
    }
  } catch (error) {
    console.warn('aboflow: the saved order could not be fetched', error);
    return serverError;
  }
  const { store } = context;
  if (store.flags.value.orderCreated) return { kind: 'navigate', target: { route: 'SuccessPage' } };
  if (mode === 'back') return backToPayment(context, 'cancelled');

  const serviceTicket = input.query.get('st');
  // A provider's return always carries its context token; an address without one was not made by a provider.
  if (!serviceTicket || !input.query.get('ctxtoken') || !input.processId) return serverError;
  let outcome: PaymentProviderOutcome;
  try {
    outcome = await input.fetchResult(context, { processId: input.processId, serviceTicket });
  } catch (error) {
    console.warn('aboflow: the payment result could not be fetched', error);
    return serverError;
  }
  if (outcome.kind === 'refused') return backToPayment(context, 'refused');

  const billingFrequency = store.payment.value.billingFrequency;
  store.payment.value = {
    methodKey: input.methodKey as typeof store.payment.value.methodKey,
    billingFrequency,
    paymentData: { ...outcome.paymentData, billingFrequency: billingFrequency ?? null },
    processId: input.processId,
  };
  setFlowFlag(store, 'paymentMethodSelected', true);
  store.paymentReturnNotice.value = undefined;
  try {
    // Saved again with the payment, so that reloading the verification page keeps it.
    await persistFunnelState(context, input.storage);
  } catch (error) {
    console.warn('aboflow: the order state could not be saved again after the payment', error);
  }
  return { kind: 'navigate', target: { route: 'VerificationPage' } };
}
