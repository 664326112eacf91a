import { lazy, Suspense } from 'react';
import { useField } from 'react-final-form';
import type { AddressCheckOutcome } from '../../addressCheck/interpretAddressCheck.ts';
import type { FormData } from '../../api/entities/formData.ts';
import { autofillToken, TextField } from '../../ui/TextField.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { AddressFields } from './AddressFields.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';

// Shown only after an address check that asks for them: not part of the Start route's first load.
const AddressSuggestions = lazy(() => import('./AddressSuggestions.tsx').then((module) => ({ default: module.AddressSuggestions })));

interface AddressFieldsetsProps {
  readonly campaign: FormData['salesCampaign'];
  readonly outcome: AddressCheckOutcome | undefined;
  readonly digital: boolean;
  readonly countries: readonly { readonly value: string; readonly label: string }[];
  /** The autofill section of the form's person ('' or another person's). */
  readonly autofill: string;
  /** Whether the main address is required (isAddressRequired). */
  readonly required: boolean;
  /** The main address is hidden while the connect-customer-number block is open. */
  readonly hidden: boolean;
  /** The reader chose one of the address check's suggestions. */
  readonly onChosen: () => void;
}

/**
 * The order form's addresses (funnel.md section 5): the main address with the address check's
 * suggestions, and a business customer's optional delivery and invoice addresses, each behind its
 * checkbox, with its suggestions, the company name when the campaign shows it, the name and the
 * address fields. It reads only the form values it shows by (the customer type, the two checkboxes), so typing
 * elsewhere does not render it again.
 */
export function AddressFieldsets({
  campaign,
  outcome,
  digital,
  countries,
  autofill,
  required,
  hidden,
  onChosen,
}: AddressFieldsetsProps) {
  const customerType = useField<string>('customerType', { subscription: { value: true } }).input.value;
  const mainOptions = outcome?.options.privateAddress ?? outcome?.options.businessAddress;
  const main = (
    <fieldset className="form-section" hidden={hidden}>
      <legend>{label.address}</legend>
      {mainOptions ? (
        <Suspense fallback={null}>
          <AddressSuggestions prefix="" title={label.address} options={mainOptions} onChosen={onChosen} />
        </Suspense>
      ) : null}
      <AddressFields prefix="" digital={digital} required={required} countries={countries} autofill={autofill} />
    </fieldset>
  );
  if (customerType !== 'business') return main;
  const extra = (['deliveryAddress', 'invoiceAddress'] as const).map((kind) => (
    <ExtraAddressFieldset
      key={kind}
      kind={kind}
      campaign={campaign}
      outcome={outcome}
      digital={digital}
      countries={countries}
      autofill={autofill}
      onChosen={onChosen}
    />
  ));
  return (
    <>
      {main}
      {extra}
    </>
  );
}

/**
 * A business customer's delivery or invoice address: its checkbox and, once ticked, its suggestions, the company name
 * when the campaign shows it, the name and the address fields.
 */
function ExtraAddressFieldset({
  kind,
  campaign,
  outcome,
  digital,
  countries,
  autofill,
  onChosen,
}: Omit<AddressFieldsetsProps, 'required' | 'hidden'> & { readonly kind: 'deliveryAddress' | 'invoiceAddress' }) {
  const enabled = useField<boolean>(`${kind}Enabled`, { subscription: { value: true } }).input.value === true;
  const title = kind === 'deliveryAddress' ? label.deliveryAddress : label.invoiceAddress;
  const scope = `${autofill} ${kind === 'deliveryAddress' ? 'shipping' : 'billing'}`.trim();
  return (
    <fieldset className="form-section">
      <legend>{title}</legend>
      <CheckboxField
        name={`${kind}Enabled`}
        label={kind === 'deliveryAddress' ? label.deliveryAddressEnabled : label.invoiceAddressEnabled}
      />
      {enabled ? (
        <>
          {outcome?.options[kind] ? (
            <Suspense fallback={null}>
              <AddressSuggestions prefix={`${kind}.`} title={title} options={outcome.options[kind] ?? []} onChosen={onChosen} />
            </Suspense>
          ) : null}
          <div className="field-grid">
            {(kind === 'deliveryAddress' ? campaign.showDeliveryAddressCompany : campaign.showInvoiceAddressCompany) ? (
              <TextField
                name={`${kind}.companyName`}
                label={label.companyName}
                maxLength={35}
                autoComplete={autofillToken(scope, 'organization')}
              />
            ) : null}
            <TextField
              name={`${kind}.firstName`}
              label={label.firstName}
              maxLength={35}
              width="half"
              autoComplete={autofillToken(scope, 'given-name')}
            />
            <TextField
              name={`${kind}.lastName`}
              label={label.lastName}
              maxLength={35}
              width="half"
              autoComplete={autofillToken(scope, 'family-name')}
            />
          </div>
          <AddressFields prefix={`${kind}.`} digital={digital} required countries={countries} autofill={scope} />
        </>
      ) : null}
    </fieldset>
  );
}
