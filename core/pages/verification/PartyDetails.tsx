import type { FormData } from '../../api/entities/formData.ts';
import type { OrderParty } from '../../extensionPoints/orderParties.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { mainAddress } from '../../funnel/mainAddress.ts';
import { addressLines } from './addressLines.ts';
import { verificationTexts } from './verificationTexts.ts';

const addressKinds = ['privateAddress', 'businessAddress', 'deliveryAddress', 'invoiceAddress'] as const;

/** One person's addresses, e-mail and phone as a summary list (funnel.md section 3, "Address"). */
export function PartyDetails({ context, formData, party }: { readonly context: FunnelContext; readonly formData: FormData; readonly party: OrderParty }) {
  const addresses = party.addresses ?? {};
  const main = mainAddress(addresses);
  // An e-mail kept outside the address: typed in the order form, or the logged-in reader's own.
  const typedEmail = party.enteredIn === 'orderForm' ? context.store.orderFormValues.value?.email?.trim() : undefined;
  const email = main?.email?.trim() || typedEmail || (party.isReader ? formData.email?.trim() : undefined) || '';
  const phone = main?.phone?.trim() || main?.mobilePhone?.trim() || main?.businessPhone?.trim() || '';
  return (
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
  );
}
