import type { FormData } from '../../api/entities/formData.ts';
import { paymentProviders, type PaymentProvider } from '../../extensionPoints/paymentProviders.ts';
import { summaryAccounts } from '../../extensionPoints/summaryAccounts.ts';
import { verificationBlocks } from '../../extensionPoints/verificationBlocks.ts';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderPartiesOf } from '../../funnel/orderPartiesOf.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { setFlowFlag } from '../../funnel/FlowFlags.ts';
import { orderTerms } from '../../pricing/orderTerms.ts';
import { ContributionBoundary } from '../../ui/ContributionBoundary.tsx';
import { AccountRows } from './AccountRows.tsx';
import { PartyDetails } from './PartyDetails.tsx';
import { VerificationBlock } from './VerificationBlock.tsx';
import { verificationTexts } from './verificationTexts.ts';

function providerOf(context: FunnelContext, methodKey: string): PaymentProvider | undefined {
  return context.plugins.get(paymentProviders).find((candidate) => candidate.methodKey === methodKey);
}

function methodLabel(context: FunnelContext, methodKey: string): string {
  const provider = providerOf(context, methodKey);
  if (provider) return provider.label(context);
  return { '7': verificationTexts.sepa, Y: verificationTexts.invoice }[methodKey] ?? methodKey;
}

// The one IBAN field of the start page is a payout account's (cash bonus), whichever plugin names it.
const accountField = 'input[id$="-iban"]';

// A person typed in the recruiter or giver form is changed there: that form shows again with the saved data.
const reopenSecondPersonForm = (context: FunnelContext) => setFlowFlag(context.store, 'secondPersonAddressesSaved', false);

/**
 * The order summary of the check page (funnel.md sections 2 and 4): the offer with its price and
 * start date; the blocks plugins add (bonuses, region); every person of the order (a gift's giver
 * and recipient, lwl's recruiter and new subscriber) with salutation, title, addresses, e-mail and
 * phone and who pays; the payment with a masked IBAN and the payment rhythm; further accounts of the
 * order (a cash-bonus payout). Each block that can be changed links to its step and field.
 */
export function OrderSummary({ context, formData }: { readonly context: FunnelContext; readonly formData: FormData }) {
  const { store } = context;
  const campaign = formData.salesCampaign;
  const payment = store.payment.value;
  const parties = orderPartiesOf(context);
  const startDate = store.startDate.value ? formatDisplayDate(store.startDate.value) : '';
  const termsInput = orderTermsInputOf(context);
  const terms = termsInput ? orderTerms(termsInput) : undefined;
  // The start date is the reader's choice only where the order form shows it.
  const startDateEditable = Boolean(startDate) && campaign.showStartDate === true && campaign.printProductType !== 'D';
  const accounts = context.plugins
    .get(summaryAccounts)
    .map((contribution) => ({ id: contribution.id, heading: contribution.heading(context), account: contribution.account(context) }))
    .filter((entry) => entry.account);
  const methodKey = payment.methodKey;
  const paymentField = methodKey === '7' ? '#field-iban' : 'input[name="methodKey"]:checked';

  return (
    <>
      <VerificationBlock
        context={context}
        heading={verificationTexts.offerHeadline}
        edit={startDateEditable ? { route: 'Start', field: '#field-startDate', label: verificationTexts.editStartDate } : undefined}
        lead={
          campaign.infoPoints && campaign.infoPoints.length > 0 ? (
            <ul>
              {campaign.infoPoints.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          ) : null
        }
      >
        <dt>{verificationTexts.offer}</dt>
        <dd>{campaign.name}</dd>
        {(terms?.prices ?? []).map((line) => (
          <PriceRow key={line.label} label={line.label} amount={line.amount} />
        ))}
        {startDate ? (
          <>
            <dt>{verificationTexts.startDate}</dt>
            <dd>{startDate}</dd>
          </>
        ) : null}
      </VerificationBlock>

      {/* Plugin blocks load with their plugin's code; the rest of the page does not wait for them. */}
      {context.plugins.get(verificationBlocks).map(({ id, component: Block }) => (
        <ContributionBoundary key={id} id={id}>
          <Block context={context} />
        </ContributionBoundary>
      ))}

      {parties.map((party) => (
        <VerificationBlock
          key={party.role}
          context={context}
          heading={party.title}
          lead={parties.length > 1 && party.pays ? <p>{verificationTexts.payerNote}</p> : null}
          edit={
            party.enteredIn === 'secondPersonForm'
              ? { route: 'Start', field: '#field-salutation', prepare: reopenSecondPersonForm, label: verificationTexts.editParty(party.title) }
              : { route: 'Start', field: '#field-salutation', label: verificationTexts.editParty(party.title) }
          }
        >
          <PartyDetails context={context} formData={formData} party={party} />
        </VerificationBlock>
      ))}

      {methodKey ? (
        <VerificationBlock
          context={context}
          heading={verificationTexts.paymentHeadline}
          edit={{ route: 'PaymentPage', field: paymentField, label: verificationTexts.editPayment }}
        >
          <dt>{verificationTexts.paymentMethod}</dt>
          <dd>
            <span className="summary-list__line">{methodLabel(context, methodKey)}</span>
            {payment.paymentData
              ? (providerOf(context, methodKey)?.summary?.(payment.paymentData, context) ?? []).map((line) => (
                  <span key={line} className="summary-list__line">
                    {line}
                  </span>
                ))
              : null}
          </dd>
          {terms?.paymentRhythm ? (
            <>
              <dt>{verificationTexts.billingFrequency}</dt>
              <dd>{terms.paymentRhythm}</dd>
            </>
          ) : null}
          <AccountRows account={payment.paymentData} />
        </VerificationBlock>
      ) : null}

      {accounts.map(({ id, heading, account }) => (
        <VerificationBlock key={id} context={context} heading={heading} edit={{ route: 'Start', field: accountField, label: verificationTexts.editAccount(heading) }}>
          <AccountRows account={account} />
        </VerificationBlock>
      ))}
    </>
  );
}

function PriceRow(props: { readonly label: string; readonly amount: string }) {
  return (
    <>
      <dt>{props.label}</dt>
      <dd>{props.amount}</dd>
    </>
  );
}
