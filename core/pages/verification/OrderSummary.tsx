import type { FormData } from '../../api/entities/formData.ts';
import { paymentProviders, type PaymentProvider } from '../../extensionPoints/paymentProviders.ts';
import { summaryAccounts } from '../../extensionPoints/summaryAccounts.ts';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderPartiesOf } from '../../funnel/orderPartiesOf.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { orderTerms } from '../../pricing/orderTerms.ts';
import { AccountRows } from './AccountRows.tsx';
import { EditLink } from './EditLink.tsx';
import { PartyDetails } from './PartyDetails.tsx';
import { verificationTexts } from './verificationTexts.ts';

function providerOf(context: FunnelContext, methodKey: string): PaymentProvider | undefined {
  return context.plugins.get(paymentProviders).find((candidate) => candidate.methodKey === methodKey);
}

function methodLabel(context: FunnelContext, methodKey: string): string {
  const provider = providerOf(context, methodKey);
  if (provider) return provider.label;
  return { '7': verificationTexts.sepa, Y: verificationTexts.invoice, Q: verificationTexts.card, P: verificationTexts.paypal }[methodKey] ?? methodKey;
}

/**
 * The order summary of the verification page (issue 4 section 7): the offer with its info points
 * and the start date; every person of the order (a gift's giver and recipient, lwl's recruiter and
 * new subscriber) with addresses, e-mail and phone and who pays; the payment with a masked IBAN and
 * the payment rhythm; further accounts of the order (a cash-bonus payout); each with 'Ändern'.
 */
export function OrderSummary({ context, formData }: { readonly context: FunnelContext; readonly formData: FormData }) {
  const { store } = context;
  const campaign = formData.salesCampaign;
  const payment = store.payment.value;
  const parties = orderPartiesOf(context);
  const startDate = store.startDate.value ? formatDisplayDate(store.startDate.value) : '';
  // A one-off payment says 'einmalig', whatever billing frequency the payment step kept.
  const termsInput = orderTermsInputOf(context);
  const rhythm = termsInput ? orderTerms(termsInput).paymentRhythm : undefined;
  const accounts = context.plugins
    .get(summaryAccounts)
    .map((contribution) => ({ id: contribution.id, heading: contribution.heading, account: contribution.account(context) }))
    .filter((entry) => entry.account);

  return (
    <>
      <section aria-labelledby="summary-offer">
        <h2 id="summary-offer">{verificationTexts.offerHeadline}</h2>
        <p>
          <strong>{campaign.name}</strong>
        </p>
        {campaign.infoPoints && campaign.infoPoints.length > 0 ? (
          <ul>
            {campaign.infoPoints.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        ) : null}
        {startDate ? (
          <dl className="summary-list">
            <dt>{verificationTexts.startDate}</dt>
            <dd>{startDate}</dd>
          </dl>
        ) : null}
      </section>

      <section aria-labelledby="summary-data">
        <h2 id="summary-data">{verificationTexts.dataHeadline}</h2>
        {parties.length === 1 ? (
          <PartyDetails context={context} formData={formData} party={parties[0]!} />
        ) : (
          parties.map((party, index) => (
            <section key={party.role} aria-labelledby={`summary-party-${index}`}>
              <h3 id={`summary-party-${index}`}>{party.title}</h3>
              {party.pays ? <p>{verificationTexts.payerNote}</p> : null}
              <PartyDetails context={context} formData={formData} party={party} />
            </section>
          ))
        )}
        <p>
          <EditLink context={context} route="Start" what={verificationTexts.dataHeadline} />
        </p>
      </section>

      {payment.methodKey ? (
        <section aria-labelledby="summary-payment">
          <h2 id="summary-payment">{verificationTexts.paymentHeadline}</h2>
          <dl className="summary-list">
            <dt>{verificationTexts.paymentMethod}</dt>
            <dd>
              <span style={{ display: 'block' }}>{methodLabel(context, payment.methodKey)}</span>
              {payment.paymentData
                ? (providerOf(context, payment.methodKey)?.summary?.(payment.paymentData) ?? []).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))
                : null}
            </dd>
            {rhythm ? (
              <>
                <dt>{verificationTexts.billingFrequency}</dt>
                <dd>{rhythm}</dd>
              </>
            ) : null}
            <AccountRows account={payment.paymentData} />
          </dl>
          <p>
            <EditLink context={context} route="PaymentPage" what={verificationTexts.paymentHeadline} />
          </p>
        </section>
      ) : null}

      {accounts.map(({ id, heading, account }) => (
        <section key={id} aria-labelledby={`summary-account-${id}`}>
          <h2 id={`summary-account-${id}`}>{heading}</h2>
          <dl className="summary-list">
            <AccountRows account={account} />
          </dl>
          <p>
            <EditLink context={context} route="Start" what={heading} />
          </p>
        </section>
      ))}
    </>
  );
}
