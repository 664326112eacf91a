import type { AddressesInput } from '../../api/entities/addressesInput.ts';
import type { FormData } from '../../api/entities/formData.ts';
import { paymentProviders, type PaymentProvider } from '../../extensionPoints/paymentProviders.ts';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { mainAddress } from '../../funnel/mainAddress.ts';
import { addressLines } from './addressLines.ts';
import { billingFrequencyName } from './billingFrequencyName.ts';
import { EditLink } from './EditLink.tsx';
import { maskIban } from './maskIban.ts';
import { verificationTexts } from './verificationTexts.ts';

const addressKinds = ['privateAddress', 'businessAddress', 'deliveryAddress', 'invoiceAddress'] as const;

function providerOf(context: FunnelContext, methodKey: string): PaymentProvider | undefined {
  return context.plugins.get(paymentProviders).find((candidate) => candidate.methodKey === methodKey);
}

function methodLabel(context: FunnelContext, methodKey: string): string {
  const provider = providerOf(context, methodKey);
  if (provider) return provider.label;
  return { '7': verificationTexts.sepa, Y: verificationTexts.invoice, Q: verificationTexts.card, P: verificationTexts.paypal }[methodKey] ?? methodKey;
}

/**
 * The order summary of the verification page (issue 4 section 7): the offer with its info points,
 * the addresses as given with e-mail and phone, the payment with a masked IBAN, the billing
 * frequency and the start date, each block with its 'Ändern' link.
 */
export function OrderSummary({ context, formData, addresses }: { readonly context: FunnelContext; readonly formData: FormData; readonly addresses: AddressesInput }) {
  const { store } = context;
  const campaign = formData.salesCampaign;
  const payment = store.payment.value;
  const main = mainAddress(addresses);
  const email = main?.email?.trim() || store.orderFormValues.value?.email?.trim() || formData.email?.trim() || '';
  const phone = main?.phone?.trim() || main?.mobilePhone?.trim() || main?.businessPhone?.trim() || '';
  const startDate = store.startDate.value ? formatDisplayDate(store.startDate.value) : '';
  const paymentData = payment.paymentData;

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
        <dl className="summary-list">
          {addressKinds.map((kind) => {
            const address = addresses[kind];
            if (!address) return null;
            return [
              <dt key={`${kind}-label`}>{verificationTexts[kind]}</dt>,
              <dd key={`${kind}-value`}>
                {addressLines(address, formData.countries).map((line, index) => (
                  <span key={index} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </dd>,
            ];
          })}
          {email ? (
            <>
              <dt>{verificationTexts.email}</dt>
              <dd>{email}</dd>
            </>
          ) : null}
          {phone ? (
            <>
              <dt>{verificationTexts.phone}</dt>
              <dd>{phone}</dd>
            </>
          ) : null}
        </dl>
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
              {paymentData
                ? (providerOf(context, payment.methodKey)?.summary?.(paymentData) ?? []).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))
                : null}
            </dd>
            {payment.billingFrequency ? (
              <>
                <dt>{verificationTexts.billingFrequency}</dt>
                <dd>{billingFrequencyName(payment.billingFrequency)}</dd>
              </>
            ) : null}
            {paymentData?.iban ? (
              <>
                <dt>{verificationTexts.iban}</dt>
                <dd>{maskIban(paymentData.iban)}</dd>
              </>
            ) : null}
            {paymentData?.bankName ? (
              <>
                <dt>{verificationTexts.bankName}</dt>
                <dd>{paymentData.bankName}</dd>
              </>
            ) : null}
            {paymentData?.bankAccountOwner ? (
              <>
                <dt>{verificationTexts.bankAccountOwner}</dt>
                <dd>{paymentData.bankAccountOwner}</dd>
              </>
            ) : null}
          </dl>
          <p>
            <EditLink context={context} route="PaymentPage" what={verificationTexts.paymentHeadline} />
          </p>
        </section>
      ) : null}
    </>
  );
}
