import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AddressCheckOutcome, AddressKind } from '../../addressCheck/AddressCheckOutcome.ts';
import { addressCheckMessages } from '../../addressCheck/addressCheckMessages.ts';
import { checkedAddressKey } from '../../addressCheck/checkedAddressKey.ts';
import { incompleteAddressState } from '../../addressCheck/incompleteAddressState.ts';
import { interpretAddressCheck } from '../../addressCheck/interpretAddressCheck.ts';
import { subTitleNotice, type SubTitleNotice } from '../../addressCheck/subTitleNotice.ts';
import { addressRequirements } from '../../extensionPoints/addressRequirements.ts';
import { formSections, type FormSection, type FormSectionPlacement } from '../../extensionPoints/formSections.ts';
import type { StartStepProps } from '../../extensionPoints/startSteps.ts';
import { toIsoDate } from '../../format/toIsoDate.ts';
import { continueFromStart } from '../../funnel/continueFromStart.ts';
import { loadPrice } from '../../funnel/loadPrice.ts';
import { mayOrderWithoutAddress } from '../../funnel/mayOrderWithoutAddress.ts';
import { initialOrderFormValues } from '../../funnel/initialOrderFormValues.ts';
import { toAddressesInput } from '../../funnel/toAddressesInput.ts';
import { withMailDeliverySelected } from '../../funnel/withMailDeliverySelected.ts';
import { brokenSectionErrors, brokenSectionField } from '../../orderForm/brokenSectionErrors.ts';
import { isAddressFilled } from '../../orderForm/isAddressFilled.ts';
import { isAddressRequired } from '../../orderForm/isAddressRequired.ts';
import { isEmailRequired } from '../../orderForm/isEmailRequired.ts';
import { isNameEditable } from '../../orderForm/isNameEditable.ts';
import { orderFormMessages } from '../../orderForm/orderFormMessages.ts';
import type { OrderFormValidationContext } from '../../orderForm/OrderFormValidationContext.ts';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';
import type { PhoneCheck } from '../../orderForm/PhoneCheck.ts';
import { validatePhone } from '../../orderForm/validatePhone.ts';
import { validateOrderForm } from '../../orderForm/validateOrderForm.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { ContributionBoundary } from '../../ui/ContributionBoundary.tsx';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { fieldId } from '../../ui/fieldId.ts';
import { flattenErrors } from '../../ui/flattenErrors.ts';
import { StepHeading } from '../../ui/StepHeading.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AddressFields } from './AddressFields.tsx';
import { autofillToken } from '../../ui/autofillToken.ts';
import { addressPrefix } from './addressPrefix.ts';
import { formPersonOf } from './formPersonOf.ts';
import { ConnectCustomerNumberBlock } from './ConnectCustomerNumberBlock.tsx';
import { connectOfPageLoad } from './connectOfPageLoad.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';
import { PersonalDataFields } from './PersonalDataFields.tsx';
import { StartDatePriceWatcher } from './StartDatePriceWatcher.tsx';
import { startDateRule } from './startDateRule.ts';
import { startDateError } from './startDateError.ts';

// Shown only after an address check that asks for them: not part of the Start route's first load.
const AddressSuggestions = lazy(() => import('./AddressSuggestions.tsx').then((module) => ({ default: module.AddressSuggestions })));
const StartDateSection = lazy(() => import('./StartDateSection.tsx').then((module) => ({ default: module.StartDateSection })));
const SubTitleModal = lazy(() => import('./SubTitleModal.tsx').then((module) => ({ default: module.SubTitleModal })));


// A correction or suggestion is help, not a mistake of the reader: its banner is neutral.
const infoStates = new Set<AddressCheckOutcome['state']>(['ignored', 'changed', 'suggested']);

const kindTitles: Record<AddressKind, string> = {
  privateAddress: label.address,
  businessAddress: label.address,
  deliveryAddress: label.deliveryAddress,
  invoiceAddress: label.invoiceAddress,
};

function setIn(target: Record<string, unknown>, path: string, value: string): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/** One entry per field: a field failing both the form's checks and the last submit is listed once. */
function uniqueErrors(list: readonly [string, string][]): [string, string][] {
  return list.filter(([name], index) => list.findIndex(([other]) => other === name) === index);
}

let phoneCheckLoad: Promise<PhoneCheck> | undefined;

/** Loads the country-aware phone check (libphonenumber-js) once per page. */
function loadPhoneCheck(): Promise<PhoneCheck> {
  phoneCheckLoad ??= import('../../orderForm/isValidPhone.ts').then((module) => module.isValidPhone);
  return phoneCheckLoad;
}

/**
 * The normal order form, digital or print (funnel.md sections 2, 4 and 5): personal data, address
 * with the server address check (corrections, suggestions, confirmation by submitting again),
 * plugin form sections, start date, advertising consent and terms. A valid submit saves the
 * checked addresses and moves on with continueFromStart.
 */
export function OrderFormStep({ context }: StartStepProps) {
  useSignals();
  const { store, tenant, api } = context;
  const { t, i18n } = useTranslation();
  const formData = store.formData.value!;
  const campaign = formData.salesCampaign;
  const digital = campaign.printProductType === 'D';
  const countryCodes = Object.keys(formData.countries);
  const countryOptions = Object.entries(formData.countries).map(([value, name]) => ({ value, label: name }));
  const nameEditable = isNameEditable(formData.addresses);
  const [fullAddressDemanded, setFullAddressDemanded] = useState(false);
  const addressRequired = isAddressRequired({
    printProductType: campaign.printProductType,
    mayOrderWithoutAddress: mayOrderWithoutAddress(tenant, formData),
    fullAddressNeeded: fullAddressDemanded,
    requiredByPlugin: context.plugins.get(addressRequirements).some((requirement) => requirement.requiresFullAddress(context)),
  });
  const sections = context.plugins.get(formSections).filter((section) => section.isActive(context));
  // A gift giver's order form takes the recipient's data: its own heading and autofill section.
  const person = formPersonOf(context, 'orderForm');
  const kindScope = (kind: 'deliveryAddress' | 'invoiceAddress') => `${person.autofillSection} ${kind === 'deliveryAddress' ? 'shipping' : 'billing'}`.trim();
  const showStartDate = !digital && campaign.showStartDate === true;
  const dateRule = startDateRule(store, tenant, new Date());
  // funnel.md section 2: no customer number and the back-end connection has not failed (a visitor logs in on submit).
  const showConnectBlock = digital && !formData.gpNr && formData.sapConnectionFailed !== true;

  const [isValidPhone, setIsValidPhone] = useState<PhoneCheck | undefined>(undefined);
  const [outcome, setOutcome] = useState<AddressCheckOutcome | undefined>(undefined);
  // The addresses (checkedAddressKey) the reader may confirm by submitting again; any edit ends it.
  const [confirmable, setConfirmable] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [subTitle, setSubTitle] = useState<SubTitleNotice | undefined>(undefined);
  // Sections whose code did not load or that threw: a required one blocks the submit until its retry works.
  const [brokenSections, setBrokenSections] = useState<ReadonlySet<string>>(new Set());
  const { result: connectResult, draft: connectDraft } = connectOfPageLoad();
  const [openBlock, setOpenBlock] = useState<'connect' | 'address'>(
    (connectResult && connectResult !== 'SUCCESS' && connectResult !== 'SUCCESS_CSV') || connectDraft ? 'connect' : 'address',
  );

  useEffect(() => {
    // libphonenumber-js is large: it loads once the reader starts on the page, not during the page load.
    let active = true;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stop = () => events.forEach((name) => document.removeEventListener(name, load, true));
    function load() {
      stop();
      void loadPhoneCheck().then((check) => active && setIsValidPhone(() => check));
    }
    events.forEach((name) => document.addEventListener(name, load, true));
    return () => {
      active = false;
      stop();
    };
  }, []);

  const initialValues = useMemo((): OrderFormValues => {
    const saved = store.orderFormValues.value;
    if (saved) return saved;
    return initialOrderFormValues(context, formData);
    // The form starts once; later changes of plugin state must not reset what the reader typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validationContext: OrderFormValidationContext = {
    printProductType: campaign.printProductType,
    emailMandatory: campaign.emailMandatory === true,
    isGift: campaign.giftSubscription === true,
    view: 'order',
    nameEditable,
    showGpTypeSelection: campaign.showGPTypeSelection === true,
    countries: countryCodes,
    addressRequired,
    customerNumberFirstDigit: tenant.customerNumberFirstDigit,
    isValidPhone,
  };

  const validate = (values: OrderFormValues) => {
    const errors: Record<string, unknown> = { ...validateOrderForm(values, validationContext) };
    const startDateProblem = showStartDate ? startDateError(values.startDate, dateRule, i18n) : undefined;
    if (startDateProblem) errors.startDate = startDateProblem;
    const pluginErrors: Record<string, unknown> = {};
    for (const section of sections) {
      const sectionErrors = section.validate?.((values.plugins?.[section.id] ?? {}) as Record<string, unknown>, context);
      if (sectionErrors && Object.values(sectionErrors).some(Boolean)) pluginErrors[section.id] = sectionErrors;
    }
    Object.assign(pluginErrors, brokenSectionErrors(sections, brokenSections));
    if (Object.keys(pluginErrors).length > 0) errors.plugins = pluginErrors;
    return errors;
  };

  const proceed = async (values: OrderFormValues, mailDelivery: boolean) => {
    setBusy(true);
    // Freshly built from the form, so an address changed since drops an earlier postal delivery; only 'Abbrechen' in the sub-title modal sets it.
    const addresses = toAddressesInput(values);
    store.addresses.value = mailDelivery ? withMailDeliverySelected(addresses) : addresses;
    if (showStartDate && values.startDate) store.startDate.value = values.startDate;
    else if (!store.startDate.value) store.startDate.value = toIsoDate(dateRule.earliest);
    const loaded = await loadPrice(context);
    setBusy(false);
    if (loaded) continueFromStart(context);
  };

  // The sections' server checks still out (an IBAN checked on blur, answering after the click on "Weiter") are
  // waited for: an answer that fails must stop the form, not arrive on the next page.
  const settleSections = async (values: OrderFormValues) => {
    const waiting = sections.filter((section) => section.beforeSubmit !== undefined);
    if (waiting.length === 0) return undefined;
    setBusy(true);
    const results = await Promise.all(
      waiting.map(async (section) => [section.id, await section.beforeSubmit!((values.plugins?.[section.id] ?? {}) as Record<string, unknown>, context, values)] as const),
    );
    setBusy(false);
    const failed = results.filter(([, errors]) => errors !== undefined && Object.values(errors).some(Boolean));
    return failed.length > 0 ? { plugins: Object.fromEntries(failed) } : undefined;
  };

  const onSubmit = async (values: OrderFormValues, form: FormApi<OrderFormValues>) => {
    if (!isValidPhone && (values.phoneSubscriberNumber ?? '').trim() !== '') {
      // A submit faster than the phone check's download still gets the country-aware check.
      const check = await loadPhoneCheck();
      setIsValidPhone(() => check);
      const phoneErrors = validatePhone(values.phoneAreaCode, values.phoneSubscriberNumber, check, values.country);
      if (Object.keys(phoneErrors).length > 0) return phoneErrors;
    }
    const pendingErrors = await settleSections(values);
    if (pendingErrors) return pendingErrors;
    store.orderFormValues.value = values;
    const addresses = toAddressesInput(values);
    const mainFilled = isAddressFilled(values);
    if (!addressRequired && !mainFilled) {
      await proceed(values, false);
      return undefined;
    }
    setBusy(true);
    let response;
    try {
      response = await api.checkAddresses({ addresses, salesCampaignId: campaign.salesCampaignId });
    } catch {
      setBusy(false);
      context.navigate({ route: 'ErrorPage', type: 'server' });
      return undefined;
    }
    setBusy(false);
    const result = interpretAddressCheck(response, confirmable === checkedAddressKey(values));
    context.track({ type: 'generic', category: 'addressCheck', action: result.state, label: campaign.salesCampaignId });
    setOutcome(result);
    setAttempt((count) => count + 1);

    if (result.state === 'changed' || result.state === 'suggested') {
      form.batch(() => {
        for (const [kind, fields] of Object.entries(result.corrections)) {
          for (const [field, value] of Object.entries(fields ?? {})) form.change(`${addressPrefix(kind as AddressKind)}${field}` as keyof OrderFormValues, value);
        }
      });
      setConfirmable(checkedAddressKey(form.getState().values));
      return undefined;
    }
    setConfirmable(undefined);
    if (result.state === 'invalid') {
      const submitErrors: Record<string, unknown> = {};
      for (const [kind, fields] of Object.entries(result.fieldErrors)) {
        for (const [field, message] of Object.entries(fields ?? {})) setIn(submitErrors, `${addressPrefix(kind as AddressKind)}${field}`, message);
      }
      return submitErrors;
    }
    if (result.state === 'fullAddressNeeded') {
      // From now on the address is required: its empty fields are marked so the reader can complete them.
      setFullAddressDemanded(true);
      return validateOrderForm(values, { ...validationContext, addressRequired: true });
    }
    const notice = subTitleNotice(response, campaign.printProductType, t('modals:subTitleFallbackText'));
    if (notice) {
      setSubTitle(notice);
      return undefined;
    }
    await proceed(values, false);
    return undefined;
  };

  const renderSections = (placement: FormSectionPlacement, active: readonly FormSection[]) =>
    active
      .filter((section) => section.placement === placement)
      .map((section) => (
        <ContributionBoundary
          key={section.id}
          id={section.id}
          retryId={fieldId(`plugins.${section.id}.${brokenSectionField}`)}
          onFailureChange={(failed) =>
            setBrokenSections((current) => {
              const next = new Set(current);
              if (failed) next.add(section.id);
              else next.delete(section.id);
              return next;
            })
          }
        >
          <section.component context={context} name={`plugins.${section.id}`} />
        </ContributionBoundary>
      ));

  const banner = outcome && outcome.state !== 'complete' ? addressCheckMessages[outcome.state] : undefined;

  return (
    <>
      {digital ? <LoginPrompt /> : null}
      <Form<OrderFormValues>
        onSubmit={onSubmit as never}
        validate={validate as never}
        initialValues={initialValues}
        render={({ handleSubmit, values, form }) => (
          <form
            noValidate
            aria-labelledby="order-form-title"
            onSubmit={(event) => {
              setAttempt((count) => count + 1);
              void handleSubmit(event);
              // A submit the form's own checks stop never reaches the address check: its banner speaks for this submit.
              if (form.getState().hasValidationErrors) setOutcome(undefined);
            }}
          >
            {showStartDate ? <StartDatePriceWatcher context={context} isSelectable={dateRule.isValid} /> : null}
            <StepHeading id="order-form-title">{person.otherPersonHeading ?? t('start:yourData')}</StepHeading>
            <FormSpy subscription={{ submitFailed: true, errors: true, submitErrors: true, dirtySinceLastSubmit: true }}>
              {({ submitFailed, errors, submitErrors }) => {
                const list = uniqueErrors(flattenErrors(errors).concat(flattenErrors(submitErrors)));
                return submitFailed && list.length > 0 ? (
                  <ErrorSummary title={orderFormMessages.formInvalid} errors={list} attempt={attempt} />
                ) : null;
              }}
            </FormSpy>
            {/* After a successful connect the account has a customer number and the block is gone, so its confirmation shows here. */}
            {connectResult === 'SUCCESS' || connectResult === 'SUCCESS_CSV' ? <Alert kind="success">{t('customerNumberForm:success')}</Alert> : null}
            <FormSpy subscription={{ submitFailed: true, errors: true, values: true }}>
              {({ submitFailed, errors, values: current }) => {
                const incomplete = !outcome && submitFailed ? incompleteAddressState(current as OrderFormValues, flattenErrors(errors).map(([name]) => name)) : undefined;
                const text = banner ?? (incomplete === 'formIncomplete' ? orderFormMessages.formIncomplete : incomplete ? addressCheckMessages[incomplete] : undefined);
                return text ? (
                  <Alert kind={outcome && infoStates.has(outcome.state) ? 'info' : 'error'} id="address-check-banner">
                    {text}
                  </Alert>
                ) : null;
              }}
            </FormSpy>
            <p className="field__hint">{label.requiredNote}</p>

            {renderSections('beforeAddress', sections)}

            {showConnectBlock ? (
              <section className="form-section fold" aria-labelledby="connect-toggle">
                <h3>
                  <button
                    id="connect-toggle"
                    type="button"
                    className="fold__toggle"
                    aria-expanded={openBlock === 'connect'}
                    aria-controls="connect-panel"
                    onClick={() => setOpenBlock(openBlock === 'connect' ? 'address' : 'connect')}
                  >
                    {t('start:customerNumberChoice')}
                  </button>
                </h3>
                <div id="connect-panel" hidden={openBlock !== 'connect'}>
                  {openBlock === 'connect' ? <ConnectCustomerNumberBlock lastResult={connectResult} /> : null}
                </div>
              </section>
            ) : null}

            <fieldset className="form-section" hidden={showConnectBlock && openBlock !== 'address'}>
              <legend>
                {showConnectBlock ? (
                  <button type="button" className="fold__toggle" aria-expanded={openBlock === 'address'} onClick={() => setOpenBlock('address')}>
                    {connectResult ? t('customerNumberForm:addressBlockTitle') : label.personalData}
                  </button>
                ) : (
                  label.personalData
                )}
              </legend>
              <PersonalDataFields
                digital={digital}
                nameEditable={nameEditable}
                showCustomerType={nameEditable && campaign.showGPTypeSelection === true}
                showCustomerNumber={campaign.showGPTypeSelection === true && !formData.gpNr}
                emailRequired={isEmailRequired(validationContext)}
                customerNumberHint={t('customerNumberForm:gpNrHint')}
                autofill={person.autofillSection}
              />
            </fieldset>

            <fieldset className="form-section" hidden={showConnectBlock && openBlock !== 'address'}>
              <legend>{label.address}</legend>
              {outcome?.options.privateAddress || outcome?.options.businessAddress ? (
                <Suspense fallback={null}>
                  <AddressSuggestions
                    prefix=""
                    title={label.address}
                    options={outcome.options.privateAddress ?? outcome.options.businessAddress ?? []}
                    onChosen={() => setConfirmable(checkedAddressKey(form.getState().values))}
                  />
                </Suspense>
              ) : null}
              <AddressFields prefix="" digital={digital} required={addressRequired} countries={countryOptions} autofill={person.autofillSection} />
            </fieldset>

            {values.customerType === 'business'
              ? (['deliveryAddress', 'invoiceAddress'] as const).map((kind) => (
                  <fieldset key={kind} className="form-section">
                    <legend>{kindTitles[kind]}</legend>
                    <CheckboxField name={`${kind}Enabled`} label={kind === 'deliveryAddress' ? label.deliveryAddressEnabled : label.invoiceAddressEnabled} />
                    {values[`${kind}Enabled`] ? (
                      <>
                        {outcome?.options[kind] ? (
                          <Suspense fallback={null}>
                            <AddressSuggestions
                              prefix={`${kind}.`}
                              title={kindTitles[kind]}
                              options={outcome.options[kind] ?? []}
                              onChosen={() => setConfirmable(checkedAddressKey(form.getState().values))}
                            />
                          </Suspense>
                        ) : null}
                        <div className="field-grid">
                          {(kind === 'deliveryAddress' ? campaign.showDeliveryAddressCompany : campaign.showInvoiceAddressCompany) ? (
                            <TextField name={`${kind}.companyName`} label={label.companyName} maxLength={35} autoComplete={autofillToken(kindScope(kind), 'organization')} />
                          ) : null}
                          <TextField name={`${kind}.firstName`} label={label.firstName} maxLength={35} width="half" autoComplete={autofillToken(kindScope(kind), 'given-name')} />
                          <TextField name={`${kind}.lastName`} label={label.lastName} maxLength={35} width="half" autoComplete={autofillToken(kindScope(kind), 'family-name')} />
                        </div>
                        <AddressFields prefix={`${kind}.`} digital={digital} required countries={countryOptions} autofill={kindScope(kind)} />
                      </>
                    ) : null}
                  </fieldset>
                ))
              : null}

            {renderSections('afterAddress', sections)}

            {showStartDate ? (
              // Its place is kept while the section loads, so nothing below it jumps.
              <Suspense fallback={<div className="skeleton__block start-date-skeleton" aria-hidden="true" />}>
                <StartDateSection rule={dateRule} i18n={i18n} />
              </Suspense>
            ) : null}

            {tenant.flags.advertisingConsent && (campaign.mailAdvertEnabled || campaign.telAdvertEnabled) ? (
              <fieldset className="form-section form-section--consent">
                <legend>{t('advertisingConsent:intro')}</legend>
                {campaign.mailAdvertEnabled ? <CheckboxField name="mailAdvertEnabled" label={t('advertisingConsent:mail')} /> : null}
                {campaign.telAdvertEnabled ? <CheckboxField name="telAdvertEnabled" label={t('advertisingConsent:phone')} /> : null}
              </fieldset>
            ) : null}

            {renderSections('beforeTerms', sections)}

            <CheckboxField name="termsAccepted" label={label.terms} required />
            <p>
              <a href={tenant.legal.termsUrl}>{label.termsLink}</a>
            </p>
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={busy}>
                {label.submit}
              </button>
            </div>
            {subTitle ? (
              <Suspense fallback={null}>
                <SubTitleModal
                  headline={t('modals:subTitleHeadline')}
                  paragraphs={subTitle.paragraphs}
                  outLink={subTitle.outLink}
                  onCancel={() => {
                    setSubTitle(undefined);
                    void proceed(values, true);
                  }}
                  onChangeAddress={() => {
                    setSubTitle(undefined);
                    // After the dialog gave focus back to the submit button: the reader came to change the address.
                    window.setTimeout(() => (document.getElementById('field-street') ?? document.getElementById('field-postOfficeBox'))?.focus(), 0);
                  }}
                />
              </Suspense>
            ) : null}
          </form>
        )}
      />
      {busy ? <BusyOverlay label={label.submitting} /> : null}
    </>
  );
}
