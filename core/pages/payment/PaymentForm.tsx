import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { BillingFrequency } from '../../api/entities/billingFrequency.ts';
import type { FormData } from '../../api/entities/formData.ts';
import type { PaymentMethodKey } from '../../api/entities/paymentMethodKey.ts';
import type { PaymentProvider } from '../../extensionPoints/paymentProviders.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { isPaidOnce } from '../../funnel/isPaidOnce.ts';
import { mainAddress, payingParty } from '../../funnel/orderPartiesOf.ts';
import { setFlowFlag } from '../../funnel/FlowFlags.ts';
import { answeredBillingFrequencies, requestBillingFrequencies } from '../../payment/billingFrequencyRequests.ts';
import { isFreeSubscription } from '../../payment/isFreeSubscription.ts';
import { isPurchaserPaymentDataInvalid } from '../../payment/isPurchaserPaymentDataInvalid.ts';
import { mayPrefillPaymentData } from '../../payment/mayPrefillPaymentData.ts';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { ErrorSummary, flattenErrors } from '../../ui/ErrorSummary.tsx';
import { RadioGroupField } from '../../ui/RadioGroupField.tsx';
import { compactIban } from './compactIban.ts';
import type { IbanCheck } from './groupIban.ts';
import { ibanCheckKey } from './groupIban.ts';
import { initialPaymentValues } from './initialPaymentValues.ts';
import { InvoiceFeeNote } from './InvoiceFeeNote.tsx';
import { PaymentChoiceWatcher } from './PaymentChoiceWatcher.tsx';
import { PaymentMethodFieldset } from './PaymentMethodFieldset.tsx';
import { paymentDraft } from './paymentDraft.ts';
import { paymentSelectionOf } from './paymentSelectionOf.ts';
import { paymentTexts } from './paymentTexts.ts';
import type { PaymentValues } from './initialPaymentValues.ts';
import { SepaFields } from './SepaFields.tsx';
import { validatePaymentValues } from './validatePaymentValues.ts';

/**
 * The payment form (funnel.md sections 4 and 5): method, billing frequency, SEPA or invoice
 * details; SEPA and invoice go on to verification, card and PayPal leave through their provider.
 * Any failed call (frequencies, IBAN check) leads to the server error page.
 */
export function PaymentForm(props: {
  readonly context: FunnelContext;
  readonly formData: FormData;
  readonly methodKeys: readonly PaymentMethodKey[];
  readonly providers: readonly PaymentProvider[];
}) {
  const { context, formData, methodKeys, providers } = props;
  const { store, api } = context;
  const { t } = useTranslation('payment');
  const salesCampaignId = formData.salesCampaign.salesCampaignId;

  // The form opens once with these values; later store changes come from the form itself, and a
  // re-render (a new price, a new array of method keys) must never reset what the reader typed.
  const [initialValues] = useState(() => {
    const withCosts = !isFreeSubscription(formData.salesCampaign, context.store.price.value.result);
    const prefillAllowed = mayPrefillPaymentData({ withCosts, savedPaymentData: formData.paymentData }) && payingParty(context).isReader;
    const initial = initialPaymentValues({
      current: store.payment.peek(),
      saved: formData.paymentData,
      prefillAllowed,
      mandateGiven: store.flags.peek().paymentMethodSelected,
      offeredKeys: methodKeys,
      // The holder is whoever pays: a gift's giver, not the recipient whose address the order form holds.
      purchaser: mainAddress(payingParty(context).addresses),
    });
    // What the reader typed before a reload and had not confirmed yet wins over what was confirmed or saved.
    const draft = paymentDraft.read(formData.token.content.random);
    return draft ? { ...initial, ...draft } : initial;
  });
  const [draftIban] = useState(() => paymentDraft.read(formData.token.content.random)?.iban);

  // Lists answered on an earlier visit of the page are there from its first render.
  const [frequencies, setFrequencies] = useState(() => answeredBillingFrequencies(context, salesCampaignId, methodKeys));
  const failureHandled = useRef(new WeakSet<Promise<readonly BillingFrequency[]>>());
  const requestFrequencies = useCallback(
    (methodKey: string): Promise<readonly BillingFrequency[]> => {
      const request = requestBillingFrequencies(context, salesCampaignId, methodKey);
      request.then(
        (list) => setFrequencies((known) => (known[methodKey] === list ? known : { ...known, [methodKey]: list })),
        () => undefined,
      );
      return request;
    },
    [context, salesCampaignId],
  );
  // The chosen method's frequencies: a failure is the reader's and leads to the server error page.
  const loadFrequencies = useCallback(
    (methodKey: string) => {
      const request = requestFrequencies(methodKey);
      if (failureHandled.current.has(request)) return;
      failureHandled.current.add(request);
      request.catch(() => context.navigate({ route: 'ErrorPage', type: 'server' }));
    },
    [context, requestFrequencies],
  );

  // A saved IBAN was checked when it was saved; it counts as valid with its bank name.
  const [ibanCheck, setIbanCheck] = useState<IbanCheck | undefined>(() =>
    initialValues.iban && initialValues.iban !== draftIban
      ? {
          key: ibanCheckKey(initialValues.iban, initialValues.swift),
          status: 'valid',
          bankName: store.payment.peek().paymentData?.bankName ?? formData.paymentData?.bankName ?? undefined,
        }
      : undefined,
  );
  const latestCheck = useRef(ibanCheck);
  const pendingCheck = useRef<{ key: string; promise: Promise<IbanCheck | undefined> } | undefined>(undefined);

  const checkIban = useCallback(
    (iban: string, swift: string): Promise<IbanCheck | undefined> => {
      const key = ibanCheckKey(iban, swift);
      if (compactIban(iban) === '') return Promise.resolve(undefined);
      if (latestCheck.current?.key === key && latestCheck.current.status !== 'checking') return Promise.resolve(latestCheck.current);
      if (pendingCheck.current?.key === key) return pendingCheck.current.promise;
      const remember = (check: IbanCheck) => {
        if (latestCheck.current?.key === key) {
          latestCheck.current = check;
          setIbanCheck(check);
        }
      };
      latestCheck.current = { key, status: 'checking', bankName: undefined };
      setIbanCheck(latestCheck.current);
      const promise = api.checkIbanSwift({ iban: compactIban(iban), swift: compactIban(swift) || null }).then(
        (result) => {
          const check: IbanCheck = {
            key,
            status: result.checkFailed || result.ibanError ? 'invalid' : 'valid',
            bankName: result.bankName || undefined,
          };
          remember(check);
          return check;
        },
        () => {
          context.navigate({ route: 'ErrorPage', type: 'server' });
          return undefined;
        },
      );
      pendingCheck.current = { key, promise };
      void promise.finally(() => {
        if (pendingCheck.current?.promise === promise) pendingCheck.current = undefined;
      });
      return promise;
    },
    [api, context],
  );

  // An order paid once (a time-limited gift, a day pass) has no billing frequency to ask for.
  const paidOnce = isPaidOnce(context);
  // Every offered method's frequencies are asked for as the page opens, so a chosen method shows its list at once
  // instead of a placeholder whose height cannot know the list's length (docs/decisions.md, "Billing frequencies asked for on arrival").
  useEffect(() => {
    if (paidOnce) return;
    for (const methodKey of methodKeys) requestFrequencies(methodKey).catch(() => undefined);
  }, [methodKeys, paidOnce, requestFrequencies]);
  const offeredFrequencies = useCallback(
    (methodKey: string | undefined) => (methodKey && !paidOnce ? frequencies[methodKey] : undefined),
    [frequencies, paidOnce],
  );
  const validate = useCallback(
    (values: PaymentValues) =>
      validatePaymentValues(values, {
        frequenciesOffered: (offeredFrequencies(values.methodKey)?.length ?? 0) > 0,
        ibanCheck,
      }),
    [offeredFrequencies, ibanCheck],
  );

  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const submit = async (values: PaymentValues): Promise<SubmissionErrors | undefined> => {
    const methodKey = values.methodKey as PaymentMethodKey;
    let bankName: string | undefined;
    if (methodKey === '7') {
      setBusy(true);
      const check = await checkIban(values.iban ?? '', values.swift ?? '');
      setBusy(false);
      if (!check) return undefined;
      if (check.status === 'invalid') return { iban: paymentTexts.ibanInvalid };
      bankName = check.bankName;
    }
    const selection = paymentSelectionOf(methodKey, values, bankName);
    const provider = providers.find((candidate) => candidate.methodKey === methodKey);
    // Card data arrives only from the provider's round trip, so only SEPA and invoice are checked here.
    if (
      !provider &&
      isPurchaserPaymentDataInvalid(selection.paymentData, {
        withCosts: !isFreeSubscription(formData.salesCampaign, context.store.price.value.result),
        allowedMethodKeys: methodKeys,
      })
    ) {
      return { [FORM_ERROR]: paymentTexts.invalidData };
    }
    store.payment.value = selection;
    paymentDraft.clear();
    setFlowFlag(store, 'paymentMethodSelected', true);
    setFlowFlag(store, 'billingFrequencySelected', true);
    // A new choice answers the last provider return's notice; a new return sets it again.
    store.paymentReturnNotice.value = undefined;
    if (!provider) {
      context.navigate({ route: 'VerificationPage' });
      return undefined;
    }
    setBusy(true);
    try {
      // The state saving (pako) loads only when a reader really leaves for a provider.
      const { leaveForProvider } = await import('../../persistence/leaveForProvider.ts');
      await leaveForProvider(context, provider);
    } catch {
      setBusy(false);
      context.navigate({ route: 'ErrorPage', type: 'server' });
    }
    return undefined;
  };

  return (
    <Form<PaymentValues> onSubmit={submit} initialValues={initialValues} validate={validate} keepDirtyOnReinitialize>
      {({ handleSubmit, form, values, errors, submitErrors, submitFailed, hasSubmitErrors, dirtySinceLastSubmit }) => {
        const onSubmit = (event: FormEvent<HTMLFormElement>) => {
          const done = handleSubmit(event);
          const afterwards = () => {
            const state = form.getState();
            if (state.submitFailed || state.hasSubmitErrors) setAttempt((count) => count + 1);
          };
          if (done) void done.then(afterwards);
          else afterwards();
        };
        const fieldErrors = flattenErrors({ ...errors, ...(dirtySinceLastSubmit ? {} : submitErrors) }).filter(
          ([name]) => name !== FORM_ERROR,
        );
        const showSummary =
          attempt > 0 && (submitFailed || hasSubmitErrors) && (fieldErrors.length > 0 || Boolean(submitErrors?.[FORM_ERROR]));
        const offered = offeredFrequencies(values.methodKey);
        return (
          <form noValidate onSubmit={onSubmit}>
            {showSummary ? <ErrorSummary title={paymentTexts.invalidData} errors={fieldErrors} attempt={attempt} /> : null}
            <PaymentChoiceWatcher context={context} frequencies={frequencies} onNeedFrequencies={loadFrequencies} />
            <FormSpy<PaymentValues>
              subscription={{ values: true }}
              onChange={({ values: typed }) => paymentDraft.write(formData.token.content.random, typed)}
            />
            <PaymentMethodFieldset context={context} methodKeys={methodKeys} providers={providers} />
            {values.methodKey && !paidOnce && offered === undefined ? (
              // The frequencies of the chosen method are being asked for: their place is kept, so nothing below jumps.
              <div className="skeleton__block frequency-skeleton" aria-hidden="true" />
            ) : null}
            {offered && offered.length > 0 ? (
              <RadioGroupField
                name="billingFrequency"
                legend={paymentTexts.frequencyLegend}
                required
                options={offered.map((frequency) => ({ value: frequency.code, label: frequency.name }))}
              />
            ) : null}
            {values.methodKey === '7' ? <SepaFields ibanCheck={ibanCheck} onCheck={(iban, swift) => void checkIban(iban, swift)} /> : null}
            {values.methodKey === 'Y' ? <p>{t('invoiceHint')}</p> : null}
            {values.methodKey === 'Y' ? <InvoiceFeeNote context={context} /> : null}
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={busy}>
                {paymentTexts.submit}
              </button>
            </div>
            {busy ? <BusyOverlay label={paymentTexts.busy} /> : null}
          </form>
        );
      }}
    </Form>
  );
}
