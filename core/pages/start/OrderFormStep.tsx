import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AddressCheckOutcome } from '../../addressCheck/interpretAddressCheck.ts';
import { addressCheckMessages, incompleteAddressState } from '../../addressCheck/incompleteAddressState.ts';
import { addressRequirements } from '../../extensionPoints/addressRequirements.ts';
import { type FormSection, type FormSectionPlacement, formSections } from '../../extensionPoints/formSections.ts';
import type { StartStepProps } from '../../extensionPoints/startSteps.ts';
import { mayOrderWithoutAddress } from '../../funnel/mayOrderWithoutAddress.ts';
import { orderPartiesOf } from '../../funnel/orderPartiesOf.ts';
import { brokenSectionField } from '../../orderForm/brokenSectionErrors.ts';
import { isAddressRequired } from '../../orderForm/isAddressRequired.ts';
import { isEmailRequired } from '../../orderForm/isEmailRequired.ts';
import { isNameEditable } from '../../orderForm/isNameEditable.ts';
import { isOrderMailToSecondPerson } from '../../orderForm/isOrderMailToSecondPerson.ts';
import { orderFormMessages } from '../../orderForm/orderFormMessages.ts';
import type { OrderFormValidationContext } from '../../orderForm/OrderFormValidationContext.ts';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';
import { Alert, ErrorSummary, flattenErrors } from '../../ui/ErrorSummary.tsx';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { ContributionBoundary } from '../../ui/ContributionBoundary.tsx';
import { fieldId } from '../../ui/FieldFrame.tsx';
import { StepHeading } from '../../ui/StepHeading.tsx';
import { SuspenseUnlessLoaded } from '../../ui/SuspenseUnlessLoaded.tsx';
import { AddressFieldsets } from './AddressFieldsets.tsx';
import { formPersonOf } from './formPersonOf.ts';
import { LazyStartDateSection } from './LazyStartDateSection.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';
import { PersonalDataFields } from './PersonalDataFields.tsx';
import { StartDatePriceWatcher } from './StartDatePriceWatcher.tsx';
import { showsStartDate, startDateRule } from './startDateRule.ts';
import { useConnectFold } from './useConnectFold.ts';
import { useOrderFormRules } from './useOrderFormRules.ts';
import { loadSubmitPipeline, useOrderFormSubmit } from './useOrderFormSubmit.ts';
import { usePhoneCheck } from './usePhoneCheck.ts';

// Shown only when asked for: not part of the Start route's first load. (The connect block opens at first render only
// for a tab that kept a connect result or draft, which gets no page rendered on the server to hydrate.)
const ConnectCustomerNumberBlock = lazy(() =>
  import('./ConnectCustomerNumberBlock.tsx').then((module) => ({ default: module.ConnectCustomerNumberBlock })),
);
const SubTitleModal = lazy(() => import('./SubTitleModal.tsx').then((module) => ({ default: module.SubTitleModal })));

// A correction or suggestion is help, not a mistake of the reader: its banner is neutral.
const infoStates = new Set<AddressCheckOutcome['state']>(['ignored', 'changed', 'suggested']);

const noFormState = {};

/** One entry per field: a field failing both the form's checks and the last submit is listed once. */
function uniqueErrors(list: readonly [string, string][]): [string, string][] {
  return list.filter(([name], index) => list.findIndex(([other]) => other === name) === index);
}

/**
 * The normal order form, digital or print (funnel.md sections 2, 4 and 5): personal data, address
 * with the server address check (corrections, suggestions, confirmation by submitting again),
 * plugin form sections, start date, advertising consent and terms. Its checks are useOrderFormRules,
 * its submit useOrderFormSubmit with the pure orderFormSubmitNext.
 */
export function OrderFormStep({ context }: StartStepProps) {
  useSignals();
  const { store, tenant } = context;
  const { t, i18n } = useTranslation();
  const formData = store.formData.value!;
  const campaign = formData.salesCampaign;
  const digital = campaign.printProductType === 'D';
  // Kept while the countries are the same, so that the memoized country selects render only when they arrive.
  const countryOptions = useMemo(
    () => Object.entries(formData.countries).map(([value, name]) => ({ value, label: name })),
    [formData.countries],
  );
  const nameEditable = isNameEditable(formData.addresses);
  const [fullAddressDemanded, setFullAddressDemanded] = useState(false);
  const addressRequired = isAddressRequired({
    printProductType: campaign.printProductType,
    mayOrderWithoutAddress: mayOrderWithoutAddress(tenant, formData),
    fullAddressNeeded: fullAddressDemanded,
    requiredByPlugin: context.plugins.get(addressRequirements).some((requirement) => requirement.requiresFullAddress(context)),
  });
  // Which sections show, as a computed signal: a signal a section's `isActive` reads (the price, for core's "no price
  // abroad" notice) re-renders the whole form only when the list of sections changes, not with every price answer.
  const contributed = context.plugins.get(formSections);
  const activeIds = useComputed(() =>
    contributed
      .filter((section) => section.isActive(context))
      .map((section) => section.id)
      .join('\n'),
  ).value;
  const sections = useMemo(() => {
    const active = new Set(activeIds.split('\n'));
    return contributed.filter((section) => active.has(section.id));
  }, [contributed, activeIds]);
  // An order form that takes another person's data has that person's heading and autofill section.
  const person = formPersonOf(context, 'orderForm');
  const showStartDate = showsStartDate(campaign);
  // Read only when the field shows: the rule reads the price, and a form that read it would re-render when it arrives.
  const dateRule = showStartDate ? startDateRule(store, tenant, new Date()) : undefined;
  const connect = useConnectFold(formData, digital);
  const addressHidden = connect.show && connect.open !== 'address';
  const [isValidPhone, checkPhone] = usePhoneCheck(loadSubmitPipeline);

  const rules: OrderFormValidationContext = {
    printProductType: campaign.printProductType,
    emailMandatory: campaign.emailMandatory === true,
    orderMailToSecondPerson: isOrderMailToSecondPerson(orderPartiesOf(context)),
    view: 'order',
    nameEditable,
    showGpTypeSelection: campaign.showGPTypeSelection === true,
    countries: Object.keys(formData.countries),
    addressRequired,
    customerNumberFirstDigit: tenant.customerNumberFirstDigit,
    isValidPhone,
  };
  const checks = useOrderFormRules(context, rules, sections, dateRule, i18n);
  const submit = useOrderFormSubmit(context, {
    rules,
    sections,
    earliestStartDate: () => (dateRule ?? startDateRule(store, tenant, new Date())).earliest,
    showStartDate,
    subTitleFallback: t('modals:subTitleFallbackText'),
    checkPhone,
    onFullAddressNeeded: () => setFullAddressDemanded(true),
  });
  const { outcome, subTitle } = submit;

  const renderSections = (placement: FormSectionPlacement, active: readonly FormSection[]) =>
    active
      .filter((section) => section.placement === placement)
      .map((section) => (
        <ContributionBoundary
          key={section.id}
          id={section.id}
          retryId={fieldId(`plugins.${section.id}.${brokenSectionField}`)}
          onFailureChange={(failed) => checks.setSectionBroken(section.id, failed)}
        >
          <section.component context={context} name={`plugins.${section.id}`} />
        </ContributionBoundary>
      ));

  const banner = outcome && outcome.state !== 'complete' ? addressCheckMessages[outcome.state] : undefined;

  return (
    <>
      {digital ? <LoginPrompt /> : null}
      <Form<OrderFormValues>
        onSubmit={submit.onSubmit as never}
        validate={checks.validate as never}
        initialValues={checks.initialValues}
        // The form's shell reads no form state: its parts subscribe to what they show, so a keystroke or a validation
        // result renders those parts, not every field of the form.
        subscription={noFormState}
        render={({ handleSubmit, form }) => (
          <form
            noValidate
            aria-labelledby="order-form-title"
            onSubmit={(event) => {
              submit.countAttempt();
              void handleSubmit(event);
              // A submit the form's own checks stop never reaches the address check: its banner speaks for this submit.
              if (form.getState().hasValidationErrors) submit.setOutcome(undefined);
            }}
          >
            {dateRule ? <StartDatePriceWatcher context={context} isSelectable={dateRule.isValid} /> : null}
            <StepHeading id="order-form-title">{person.otherPersonHeading ?? t('start:yourData')}</StepHeading>
            <FormSpy subscription={{ submitFailed: true, errors: true, submitErrors: true, dirtySinceLastSubmit: true }}>
              {({ submitFailed, errors, submitErrors }) => {
                const list = uniqueErrors(flattenErrors(errors).concat(flattenErrors(submitErrors)));
                return submitFailed && list.length > 0 ? (
                  <ErrorSummary title={orderFormMessages.formInvalid} errors={list} attempt={submit.attempt} />
                ) : null;
              }}
            </FormSpy>
            {/* After a successful connect the account has a customer number and the block is gone, so its confirmation shows here. */}
            {connect.result === 'SUCCESS' || connect.result === 'SUCCESS_CSV' ? (
              <Alert kind="success">{t('customerNumberForm:success')}</Alert>
            ) : null}
            <FormSpy subscription={{ submitFailed: true, errors: true, values: true }}>
              {({ submitFailed, errors, values: current }) => {
                const incomplete =
                  !outcome && submitFailed
                    ? incompleteAddressState(
                        current as OrderFormValues,
                        flattenErrors(errors).map(([name]) => name),
                      )
                    : undefined;
                const text =
                  banner ??
                  (incomplete === 'formIncomplete'
                    ? orderFormMessages.formIncomplete
                    : incomplete
                      ? addressCheckMessages[incomplete]
                      : undefined);
                return text ? (
                  <Alert kind={outcome && infoStates.has(outcome.state) ? 'info' : 'error'} id="address-check-banner">
                    {text}
                  </Alert>
                ) : null;
              }}
            </FormSpy>
            <p className="field__hint">{label.requiredNote}</p>

            {renderSections('beforeAddress', sections)}

            {connect.show ? (
              <section className="form-section fold" aria-labelledby="connect-toggle">
                <h3>
                  <button
                    id="connect-toggle"
                    type="button"
                    className="fold__toggle"
                    aria-expanded={connect.open === 'connect'}
                    aria-controls="connect-panel"
                    onClick={() => connect.setOpen(connect.open === 'connect' ? 'address' : 'connect')}
                  >
                    {t('start:customerNumberChoice')}
                  </button>
                </h3>
                <div id="connect-panel" hidden={connect.open !== 'connect'}>
                  {connect.open === 'connect' ? (
                    <Suspense fallback={<div className="skeleton__block connect-skeleton" aria-hidden="true" />}>
                      <ConnectCustomerNumberBlock lastResult={connect.result} />
                    </Suspense>
                  ) : null}
                </div>
              </section>
            ) : null}

            <fieldset className="form-section" hidden={addressHidden}>
              <legend>
                {connect.show ? (
                  <button
                    type="button"
                    className="fold__toggle"
                    aria-expanded={connect.open === 'address'}
                    onClick={() => connect.setOpen('address')}
                  >
                    {connect.result ? t('customerNumberForm:addressBlockTitle') : label.personalData}
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
                emailRequired={isEmailRequired(rules)}
                customerNumberHint={t('customerNumberForm:gpNrHint')}
                autofill={person.autofillSection}
              />
            </fieldset>

            <AddressFieldsets
              campaign={campaign}
              outcome={outcome}
              digital={digital}
              countries={countryOptions}
              autofill={person.autofillSection}
              required={addressRequired}
              hidden={addressHidden}
              onChosen={() => submit.confirmChosen(form.getState().values)}
            />

            {renderSections('afterAddress', sections)}

            {dateRule ? (
              // Its place is kept while the section loads, so nothing below it jumps. Loaded with the form (the step's
              // preload), it hydrates in the form's pass.
              <SuspenseUnlessLoaded
                loaded={LazyStartDateSection.isLoaded()}
                fallback={<div className="skeleton__block start-date-skeleton" aria-hidden="true" />}
              >
                <LazyStartDateSection rule={dateRule} i18n={i18n} />
              </SuspenseUnlessLoaded>
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
              <button type="submit" className="button button--primary" disabled={submit.busy}>
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
                    submit.closeSubTitle();
                    void submit.proceed(form.getState().values, true);
                  }}
                  onChangeAddress={() => {
                    submit.closeSubTitle();
                    // After the dialog gave focus back to the submit button: the reader came to change the address.
                    window.setTimeout(
                      () => (document.getElementById('field-street') ?? document.getElementById('field-postOfficeBox'))?.focus(),
                      0,
                    );
                  }}
                />
              </Suspense>
            ) : null}
          </form>
        )}
      />
      {submit.busy ? <BusyOverlay label={label.submitting} /> : null}
    </>
  );
}
