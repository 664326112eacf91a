import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { createOrderOnce } from '../funnel/createOrderOnce.ts';
import { hasNoPriceAbroad, loadPrice } from '../funnel/loadPrice.ts';
import { useCheckoutStep } from '../funnel/useCheckoutStep.ts';
import { orderFormMessages } from '../orderForm/orderFormMessages.ts';
import { isFreeSubscription } from '../payment/isFreeSubscription.ts';
import { BusyOverlay } from '../ui/BusyOverlay.tsx';
import { PageHeading } from './PageHeading.tsx';
import { OfferSummary } from './summary/OfferSummary.tsx';
import { OrderConditions } from './verification/OrderConditions.tsx';
import { OrderSummary } from './verification/OrderSummary.tsx';
import { TermsAcceptance } from './verification/TermsAcceptance.tsx';
import { verificationTexts } from './verification/verificationTexts.ts';

/**
 * VerificationPage (funnel.md sections 2 and 4; progress step 4): the order summary, the price,
 * term and cancellation conditions directly above 'Zahlungspflichtig bestellen', and the order
 * itself, created at most once. Without a valid form, or without a price for the address abroad,
 * the reader goes back to Start, without a payment choice for a campaign with costs to PaymentPage,
 * and after the order to SuccessPage; a missing price is asked for first. A reader who has not
 * accepted the terms on Start (skip-ahead) ticks them here before the order button orders.
 */
export function VerificationPage() {
  useSignals();
  const context = useFunnelContext();
  const { t } = useTranslation('verification');
  const { store } = context;
  const formData = store.formData.value;
  const addresses = store.addresses.value;
  const flags = store.flags.value;
  const paymentMissing = formData ? !isFreeSubscription(formData.salesCampaign, store.price.value.result) && (!flags.paymentMethodSelected || !store.payment.value.methodKey) : false;
  // The price above the order button is the one for these addresses (a skip-ahead arrives without one).
  const priceMissing = !store.price.value.result;
  const noPriceAbroad = hasNoPriceAbroad(context);
  const ready = Boolean(formData && addresses) && !paymentMissing && !priceMissing && !noPriceAbroad && !flags.orderCreated;
  const [busy, setBusy] = useState(false);
  // A reader who skipped Start (skip-ahead) has not accepted the terms yet: the check page asks for them.
  const [askTerms] = useState(() => store.orderFormValues.value?.termsAccepted !== true);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>(undefined);
  const termsInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (flags.orderCreated) context.navigate({ route: 'SuccessPage' });
    else if (!formData || !addresses || noPriceAbroad) context.navigate({ route: 'Start' });
    else if (paymentMissing) context.navigate({ route: 'PaymentPage' });
    else if (priceMissing) void loadPrice(context);
  }, [context, flags.orderCreated, formData, addresses, paymentMissing, priceMissing, noPriceAbroad]);

  useCheckoutStep(context, 4, 'VerificationPage', ready);
  if (!ready || !formData || !addresses) return null;

  const acceptTerms = (accepted: boolean) => {
    setTermsAccepted(accepted);
    setTermsError(undefined);
    const values = store.orderFormValues.value;
    if (values) store.orderFormValues.value = { ...values, termsAccepted: accepted };
  };

  const order = async () => {
    if (askTerms && !termsAccepted) {
      setTermsError(orderFormMessages.termsRequired);
      termsInput.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await createOrderOnce(context);
    // A created order sets the orderCreated flag, and the effect above moves on to SuccessPage.
    if (outcome.kind === 'created') return;
    console.warn('aboflow: the order could not be created', outcome.error);
    context.navigate({ route: 'ErrorPage', type: 'server' });
  };

  return (
    <div className="page-layout page-layout--with-aside">
      <OfferSummary />
      <section aria-labelledby="verification-title" className="page-main">
        <PageHeading id="verification-title">{verificationTexts.headline}</PageHeading>
        <p>{t('intro')}</p>
        <OrderSummary context={context} formData={formData} />
        <OrderConditions context={context} />
        {askTerms ? (
          <TermsAcceptance termsUrl={context.tenant.legal.termsUrl} accepted={termsAccepted} error={termsError} onChange={acceptTerms} inputRef={termsInput} />
        ) : null}
        <div className="button-row">
          <button type="button" className="button button--primary" disabled={busy} aria-disabled={busy || undefined} onClick={() => void order()}>
            {verificationTexts.orderButton}
          </button>
        </div>
        {busy ? <BusyOverlay label={verificationTexts.busy} /> : null}
      </section>
    </div>
  );
}
