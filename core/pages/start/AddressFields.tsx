import { useField, useForm } from 'react-final-form';
import type { OrderFormAddress } from '../../orderForm/OrderFormAddress.ts';
import { orderFormMaxLengths } from '../../orderForm/orderFormMaxLengths.ts';
import { shownAddressVariant } from '../../orderForm/shownAddressVariant.ts';
import type { SelectOption } from '../../ui/SelectField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';

/**
 * Street-address or post-office-box fields (funnel.md section 5). Digital products get the simpler
 * street form with one free additional-info line and no post office box.
 */
export function AddressFields(props: {
  /** '' for the main address, 'deliveryAddress.' or 'invoiceAddress.' for the nested ones. */
  readonly prefix: string;
  readonly digital: boolean;
  readonly required: boolean;
  readonly countries: readonly SelectOption[];
}) {
  const { prefix, digital, required } = props;
  const postOfficeBox = useField<string>(`${prefix}postOfficeBox`, { subscription: { value: true } }).input.value;
  const variant = useField<OrderFormAddress['addressType']>(`${prefix}addressType`, { subscription: { value: true } }).input.value;
  const usesBox = shownAddressVariant({ addressType: variant || undefined, postOfficeBox }, !digital) === 'postOfficeBox';
  const name = (field: string) => `${prefix}${field}`;
  return (
    <>
      {digital ? null : (
        <fieldset className="form-section field">
          <legend className="field__label">{label.addressVariant}</legend>
          <div className="choice-group">
            <AddressVariantRadio prefix={prefix} value="street" text={label.streetAddress} />
            <AddressVariantRadio prefix={prefix} value="postOfficeBox" text={label.postOfficeBoxAddress} />
          </div>
        </fieldset>
      )}
      <div className="field-grid">
        {usesBox ? (
          <>
            <TextField name={name('postOfficeBox')} label={label.postOfficeBox} required={required} numeric maxLength={orderFormMaxLengths.postOfficeBox} width="third" />
            <TextField name={name('postOfficeBoxZipCode')} label={label.postOfficeBoxZipCode} required={required} maxLength={orderFormMaxLengths.zipCode} width="third" autoComplete="postal-code" />
            <TextField name={name('postOfficeBoxCity')} label={label.postOfficeBoxCity} required={required} maxLength={orderFormMaxLengths.city} width="third" autoComplete="address-level2" />
          </>
        ) : (
          <>
            <TextField name={name('street')} label={label.street} required={required} maxLength={orderFormMaxLengths.street} width="two-thirds" autoComplete="address-line1" />
            <TextField name={name('streetNumber')} label={label.streetNumber} required={required} maxLength={10} width="third" />
            {digital ? null : (
              <>
                <TextField name={name('floor')} label={label.floor} maxLength={orderFormMaxLengths.floor} width="third" />
                <TextField name={name('room')} label={label.room} maxLength={10} width="third" />
              </>
            )}
            <TextField name={name('additionalInfo')} label={label.additionalInfo} hint={label.additionalInfoHint} maxLength={orderFormMaxLengths.additionalInfo} autoComplete="address-line2" />
            <TextField name={name('zipCode')} label={label.zipCode} required={required} maxLength={orderFormMaxLengths.zipCode} width="third" autoComplete="postal-code" />
            <TextField name={name('city')} label={label.city} required={required} maxLength={orderFormMaxLengths.city} width="two-thirds" autoComplete="address-level2" />
          </>
        )}
        <SelectField name={name('country')} label={label.country} options={props.countries} required width="half" autoComplete="country" />
      </div>
    </>
  );
}

const streetFields = ['street', 'streetNumber', 'floor', 'room', 'zipCode', 'city'] as const;
const boxFields = ['postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity'] as const;

// Switching the variant empties the other variant's fields, because a filled box decides the address type.
function AddressVariantRadio({ prefix, value, text }: { readonly prefix: string; readonly value: 'street' | 'postOfficeBox'; readonly text: string }) {
  const form = useForm();
  const { input } = useField<string>(`${prefix}addressType`, { type: 'radio', value });
  return (
    <label className="choice">
      <input
        {...input}
        onChange={(event) => {
          form.batch(() => {
            for (const field of value === 'street' ? boxFields : streetFields) form.change(`${prefix}${field}`, '');
            input.onChange(event);
          });
        }}
      />
      <span>{text}</span>
    </label>
  );
}
