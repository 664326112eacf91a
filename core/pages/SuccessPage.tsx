import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { formatDisplayDate, toIsoDate } from '../format/formatDisplayDate.ts';
import { translate } from '../i18n/translate.ts';
import { orderPartiesOf } from '../funnel/orderPartiesOf.ts';
import { registrationHandover } from '../funnel/registrationHandover.ts';
import { useCheckoutStep } from '../funnel/useCheckoutStep.ts';
import { safeExitUrl } from '../navigation/safeExitUrl.ts';
import { BusyOverlay } from '../ui/BusyOverlay.tsx';
import { PageHeading } from './PageHeading.tsx';
import { NextSteps } from './success/NextSteps.tsx';
import { nextStepsOf } from './success/nextStepsOf.ts';
import { SuccessContacts } from './success/SuccessContacts.tsx';
import { orderNumberTexts, successTexts } from './success/successTexts.ts';
import { partyEmail } from './verification/PartyDetails.tsx';
import { successNotes } from '../extensionPoints/successNotes.ts';
import { ContributionBoundary } from '../ui/ContributionBoundary.tsx';
import { isValidCustomerNumber } from '../orderForm/isValidCustomerNumber.ts';

/**
 * SuccessPage (funnel.md sections 2 and 7, platform.md section 4; progress step 5): thanks, start
 * date, order numbers, what happens next (confirmation e-mail; digital: access, login, app; print:
 * delivery from the start date), the registration incentive when the order allows it, links to the article
 * and the start page, contacts, and the hint for existing customers. Without a created order the
 * reader goes to Start.
 */
export function SuccessPage() {
  useSignals();
  const context = useFunnelContext();
  const { store, tenant } = context;
  const { t, i18n } = useTranslation('success');
  const result = store.orderResult.value;
  const ready = store.flags.value.orderCreated && result !== undefined;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ready) context.navigate({ route: 'Start' });
  }, [context, ready]);
  useCheckoutStep(context, 5, 'SuccessPage', ready);
  if (!ready || !result) return null;

  const startIso = result.validFrom || store.startDate.value || '';
  const startDate = formatDisplayDate(startIso);
  // The confirmation goes to the one who pays: the reader, a gift's giver, lwl's new subscriber.
  const parties = orderPartiesOf(context);
  const payer = parties.find((party) => party.pays) ?? parties[0];
  const nextSteps = nextStepsOf({
    printProductType: store.formData.value?.salesCampaign.printProductType,
    email: partyEmail(context, store.formData.value, payer),
    startDate: startIso,
    today: toIsoDate(new Date()),
    digitalProduct: t('digitalProduct'),
    loginUrl: store.accountUrls.value?.loginUrl ?? tenant.urls.loginUrl,
    deliveryFrom: parties.find((party) => !party.isReader && party.deliveryFrom)?.deliveryFrom,
  });
  // Only an article of the tenant's own site is linked (no open redirect through sourceUrl).
  const articleUrl = safeExitUrl(store.entry.value.sourceUrl, tenant, window.location.origin);
  const existingCustomer = isExistingCustomer({
    formDataGpNr: store.formData.value?.gpNr,
    enteredGpNr: store.orderFormValues.value?.gpNr,
    customerNumberFirstDigit: tenant.customerNumberFirstDigit,
  });
  const orderNumbers = result.orderNumbers.join(', ');

  const register = async () => {
    setBusy(true);
    registrationHandover.write(window.sessionStorage, { lastName: result.lastName ?? undefined, gpNr: result.gpNr ?? undefined });
    try {
      const answer = await context.api.isLoggedIn('/registrationSuccess', { loginRequired: true, authScreen: 'register' });
      // The login page of a server answer is left for only when it is the tenant's own (safeExitUrl).
      const loginPage = safeExitUrl(answer.serviceTicketUrl, tenant, window.location.origin);
      if (loginPage) window.location.assign(loginPage);
      else if (answer.loggedIn) context.navigate({ route: 'RegistrationSuccess' });
      else context.navigate({ route: 'ErrorPage', type: 'server' });
    } catch {
      context.navigate({ route: 'ErrorPage', type: 'server' });
    }
  };

  return (
    <div className="page-layout page-layout--with-aside">
      <section aria-labelledby="success-title">
        <PageHeading id="success-title">{t('headline')}</PageHeading>
        <p>{t('text')}</p>
        {startDate ? <p>{t('startDate', { startDate })}</p> : null}
        {orderNumbers ? (
          <p>{translate(i18n, orderNumberTexts, result.orderNumbers.length > 1 ? 'orderNumbers' : 'orderNumber', { orderNumbers })}</p>
        ) : null}
        {context.plugins.get(successNotes).map((note) => (
          <ContributionBoundary key={note.id} id={note.id}>
            <note.component context={context} />
          </ContributionBoundary>
        ))}
        <NextSteps steps={nextSteps} />
        {existingCustomer ? <p>{t('existingCustomerHint')}</p> : null}
        {result.registrationPossible ? (
          <section aria-labelledby="success-registration">
            <h2 id="success-registration">{successTexts.registrationHeadline}</h2>
            <p>{t('registrationIncentive')}</p>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void register()}>
              {t('registerButton')}
            </button>
          </section>
        ) : null}
        <div className="button-row">
          {articleUrl ? (
            <a className="button button--secondary" href={articleUrl}>
              {t('articleLink')}
            </a>
          ) : null}
          <a className="button button--secondary" href={tenant.backLink}>
            {t('startPageLink')}
          </a>
        </div>
        {busy ? <BusyOverlay label={successTexts.busy} /> : null}
      </section>
      <SuccessContacts tenant={tenant} />
    </div>
  );
}

/**
 * Whether the reader ordered as an existing customer, for the success page's hint that an e-mail
 * follows to merge the customer data by customer number (funnel.md section 2, platform.md section 8).
 * The spec gives no flag for it; a customer number known before the order marks a customer record:
 * the logged-in account's (form data gpNr) or a valid one the reader entered, which the order
 * request carried. The create-order response's gpNr alone does not count, since the back end may
 * answer a new customer with the number it has just created (the one kept for the registration).
 */
export function isExistingCustomer(input: {
  readonly formDataGpNr: string | null | undefined;
  readonly enteredGpNr: string | null | undefined;
  readonly customerNumberFirstDigit: string;
}): boolean {
  if (input.formDataGpNr?.trim()) return true;
  return isValidCustomerNumber(input.enteredGpNr?.trim() ?? '', input.customerNumberFirstDigit);
}
