import { useSignals } from '@preact/signals-react/runtime';
import { startTransition, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodKey } from '../api/entities/paymentMethodKey.ts';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { paymentProviders } from '../extensionPoints/paymentProviders.ts';
import { hasNoPriceAbroad } from '../funnel/loadPrice.ts';
import { useCheckoutStep } from '../funnel/useCheckoutStep.ts';
import { isFreeSubscription } from '../payment/isFreeSubscription.ts';
import { knownPaymentMethods } from '../payment/knownPaymentMethods.ts';
import { paymentMethodsQuery, requestPaymentMethods } from '../payment/paymentMethodsRequest.ts';
import { type PaymentReturnNotice, paymentReturnNotice } from '../payment/paymentReturnNotice.ts';
import { Alert } from '../ui/ErrorSummary.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { PageHeading } from './PageHeading.tsx';
import { PaymentForm } from './payment/PaymentForm.tsx';
import { PaymentLayout } from './payment/PaymentLayout.tsx';
import { PrerenderedFrame } from './payment/prerenderedFrame.ts';
import { paymentTexts } from './payment/paymentTexts.ts';
import { OfferSummary } from './summary/OfferSummary.tsx';
import { OfferSummarySkeleton } from './summary/OfferSummarySkeleton.tsx';

/**
 * PaymentPage (funnel.md sections 2, 4 and 5; progress step 3): the payment methods the server
 * offers for the subscriber's country, filtered to the known ones and the tenant's payment
 * providers, with the current price beside them. Without form data or checked addresses the
 * reader goes back to Start; a free subscription goes on to verification.
 */
export function PaymentPage() {
  useSignals();
  const context = useFunnelContext();
  const { t } = useTranslation();
  // The prerendered frame, before the order is restored: nothing is decided about the order yet.
  const framed = useContext(PrerenderedFrame);
  const formData = context.store.formData.value;
  const addresses = context.store.addresses.value;
  const free = formData ? isFreeSubscription(formData.salesCampaign, context.store.price.value.result) : false;
  const noPriceAbroad = hasNoPriceAbroad(context);
  const providers = context.plugins.get(paymentProviders);
  // Defined exactly when the page shows its payment form: an order with addresses, a price, and costs.
  const query = paymentMethodsQuery(context);
  const ready = query !== undefined;
  const salesCampaignId = query?.salesCampaignId;
  const country = query?.countryCode;
  const [methodKeys, setMethodKeys] = useState<readonly PaymentMethodKey[] | undefined>(undefined);
  const [notice, setNotice] = useState<PaymentReturnNotice | undefined>(undefined);
  const flags = context.store.flags.value;
  const cancelled = context.store.paymentReturnNotice.value;

  useEffect(() => {
    if (framed) return;
    // Without a price for the address abroad nothing can be ordered online; Start says how to order instead.
    if (!formData || !addresses || noPriceAbroad) context.navigate({ route: 'Start' });
    else if (free) context.navigate({ route: 'VerificationPage' });
  }, [context, framed, formData, addresses, free, noPriceAbroad]);

  useEffect(() => {
    if (!salesCampaignId || !country) return;
    let current = true;
    const enabledProviderKeys = providers.map((provider) => provider.methodKey);
    // A reload asked for them while the page's code loaded (resumeOrderOnReload); the page takes that answer.
    requestPaymentMethods(context, { salesCampaignId, countryCode: country }).then(
      (keys) => {
        // A transition: the form replaces the skeleton in slices that yield to the browser, not in one long task.
        if (current) startTransition(() => setMethodKeys(knownPaymentMethods(keys, enabledProviderKeys)));
      },
      () => {
        if (current) context.navigate({ route: 'ErrorPage', type: 'server' });
      },
    );
    return () => {
      current = false;
    };
  }, [context, salesCampaignId, country, providers]);

  // The flags and the cancel mark are what a notice reads: a new return (or leaving it behind) asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: paymentReturnNotice reads flags and cancelled through the context's store.
  useEffect(() => {
    let current = true;
    paymentReturnNotice(context, providers).then((next) => {
      if (current) setNotice(next);
    });
    return () => {
      current = false;
    };
  }, [context, providers, flags, cancelled]);

  useCheckoutStep(context, 3, 'PaymentPage', ready);
  const heading = <PageHeading id="payment-title">{paymentTexts.headline}</PageHeading>;
  // The same layout, heading and intro as the page below: the restored page updates these elements, it paints no new
  // ones (a new intro would be the page's largest paint once more).
  if (framed) {
    return (
      <PaymentLayout summary={<OfferSummarySkeleton />} heading={heading}>
        <Skeleton label={t('core:loading')} shape="form" />
      </PaymentLayout>
    );
  }
  if (!ready || !formData) return null;

  return (
    <PaymentLayout summary={<OfferSummary extras />} heading={heading}>
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
      {methodKeys ? (
        <PaymentForm context={context} formData={formData} methodKeys={methodKeys} providers={providers} />
      ) : (
        <Skeleton label={t('core:loading')} shape="form" />
      )}
    </PaymentLayout>
  );
}
