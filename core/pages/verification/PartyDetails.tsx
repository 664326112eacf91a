import type { FormData } from '../../api/entities/formData.ts';
import type { OrderParty } from '../../extensionPoints/orderParties.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { mainAddress } from '../../funnel/orderPartiesOf.ts';
import { addressLines } from './addressLines.ts';
import { verificationTexts } from './verificationTexts.ts';

const addressKinds = ['privateAddress', 'businessAddress', 'deliveryAddress', 'invoiceAddress'] as const;

/** One person's addresses, e-mail and phone as `<dt>`/`<dd>` pairs of a summary list (funnel.md section 3, "Address"). */
export function PartyDetails({ context, formData, party }: { readonly context: FunnelContext; readonly formData: FormData; readonly party: OrderParty }) {
  const addresses = party.addresses ?? {};
  const main = mainAddress(addresses);
  const email = partyEmail(context, formData, party);
  const phone = main?.phone?.trim() || main?.mobilePhone?.trim() || main?.businessPhone?.trim() || '';
  return (
    <>
      {addressKinds.map((kind) => {
        const address = addresses[kind];
        if (!address) return null;
        return [
          <dt key={`${kind}-label`}>{verificationTexts[kind]}</dt>,
          <dd key={`${kind}-value`}>
            {addressLines(address, formData.countries, context.i18n).map((line, index) => (
              <span key={index} className="summary-list__line">
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
    </>
  );
}

/**
 * The e-mail address of one person of the order: the one in their main address, else one kept
 * outside it (typed in the order form, or the logged-in reader's own); '' when none is known.
 */
export function partyEmail(context: FunnelContext, formData: FormData | undefined, party: OrderParty): string {
  const main = mainAddress(party.addresses ?? {});
  const typed = party.enteredIn === 'orderForm' ? context.store.orderFormValues.value?.email?.trim() : undefined;
  return main?.email?.trim() || typed || (party.isReader ? formData?.email?.trim() : undefined) || '';
}
