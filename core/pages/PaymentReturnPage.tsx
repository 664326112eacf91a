import { useEffect, useState } from 'react';
import type { PaymentProviderOutcome, PaymentReturnQuery } from '../extensionPoints/paymentProviders.ts';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { routePath } from '../funnel/routeTable.ts';
import { completePaymentReturn } from '../persistence/completePaymentReturn.ts';
import { paymentSession } from '../persistence/paymentSessionStorage.ts';
import { PageHeading } from './PageHeading.tsx';

/** Props of {@link PaymentReturnPage}. */
export interface PaymentReturnPageProps {
  /** The payment method key of the provider the reader comes back from. */
  readonly methodKey: string;
  /** Asks the provider's result call of this return route. */
  readonly fetchResult: (context: FunnelContext, query: PaymentReturnQuery) => Promise<PaymentProviderOutcome>;
}

/** Where a reader without a saved order can start again: the campaign they came from, else the publisher's offers. */
function offerLink(context: FunnelContext): string {
  const { wa, oid } = context.store.entry.value;
  if (wa) return `${routePath('Start')}?wa=${encodeURIComponent(wa)}`;
  if (oid) return `${routePath('Start')}?oid=${encodeURIComponent(oid)}`;
  return context.tenant.otherOffersUrl;
}

/**
 * A payment return page (platform.md section 2: PayPalAgreementResult, the card agreement and
 * one-off returns): restores the saved order, asks the provider's result and moves on; a tab
 * without a saved order gets a page that says so with a way back to the offer.
 */
export function PaymentReturnPage({ methodKey, fetchResult }: PaymentReturnPageProps) {
  const context = useFunnelContext();
  const [noSavedOrder, setNoSavedOrder] = useState(false);

  useEffect(() => {
    let current = true;
    void completePaymentReturn(context, {
      query: new URLSearchParams(window.location.search),
      processId: paymentSession.readProcessId(document.cookie),
      methodKey,
      fetchResult,
    }).then((decision) => {
      if (!current) return;
      if (decision.kind === 'navigate') context.navigate(decision.target);
      else setNoSavedOrder(true);
    });
    return () => {
      current = false;
    };
  }, [context, methodKey, fetchResult]);

  if (noSavedOrder) {
    return (
      <section aria-labelledby="payment-return-title">
        <PageHeading id="payment-return-title">Ihre Bestellung kann hier nicht fortgesetzt werden</PageHeading>
        <p>
          Zu dieser Zahlung gibt es in diesem Browserfenster keine begonnene Bestellung. Das passiert, wenn der Link in einem anderen
          Browser oder Fenster geöffnet wurde oder die Bestellung zu lange zurückliegt. Es wurde nichts bestellt.
        </p>
        <p>
          <a className="button button--primary" href={offerLink(context)}>
            Zum Angebot
          </a>
        </p>
      </section>
    );
  }
  return (
    <p role="status" className="page-status">
      Ihre Zahlung wird geprüft …
    </p>
  );
}
