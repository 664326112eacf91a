import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import type { OrderFormAddress } from '../../orderForm/OrderFormAddress.ts';
import { orderFormMaxLengths } from '../../orderForm/orderFormMaxLengths.ts';
import { postcodeFormats } from '../../orderForm/postcodeFormats.ts';
import { shownAddressVariant } from '../../orderForm/shownAddressVariant.ts';
import { splitStreetAndNumber } from '../../orderForm/splitStreetAndNumber.ts';
import { autofillToken, TextField } from '../../ui/TextField.tsx';
import type { SelectOption } from '../../ui/SelectField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';

/**
 * Street-address or post-office-box fields (funnel.md section 5). Digital products get the simpler
 * street form with one free additional-info line and no post office box. Every field carries its
 * autofill token in the `autofill` scope; the street takes `address-line1` and a street with a
 * house number filled or pasted in one go is split into both fields; postcodes of countries that
 * write them in digits get the numeric keyboard.
 */
export function AddressFields(props: {
  /** '' for the main address, 'deliveryAddress.' or 'invoiceAddress.' for the nested ones. */
  readonly prefix: string;
  readonly digital: boolean;
  readonly required: boolean;
  readonly countries: readonly SelectOption[];
  /** The autofill scope: '' (the reader's own address), 'shipping', 'billing', a `section-*` token for another person's, or both. */
  readonly autofill?: string;
}) {
  const { prefix, digital, required } = props;
  const token = (field: string) => autofillToken(props.autofill ?? '', field);
  const country = useField<string>(`${prefix}country`, { subscription: { value: true } }).input.value;
  const numericPostcode = postcodeFormats[(country ?? '').toUpperCase()]?.digitsOnly === true;
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
            <TextField name={name('postOfficeBox')} label={label.postOfficeBox} required={required} numeric maxLength={orderFormMaxLengths.postOfficeBox} width="third" autoComplete="off" />
            <TextField name={name('postOfficeBoxZipCode')} label={label.postOfficeBoxZipCode} required={required} numeric={numericPostcode} maxLength={orderFormMaxLengths.zipCode} width="third" autoComplete={token('postal-code')} />
            <TextField name={name('postOfficeBoxCity')} label={label.postOfficeBoxCity} required={required} maxLength={orderFormMaxLengths.city} width="third" autoComplete={token('address-level2')} />
          </>
        ) : (
          <>
            <StreetNumberSplitter prefix={prefix} />
            <TextField name={name('street')} label={label.street} required={required} maxLength={orderFormMaxLengths.street} width="two-thirds" autoComplete={token('address-line1')} />
            <TextField name={name('streetNumber')} label={label.streetNumber} required={required} maxLength={10} width="third" autoComplete="off" />
            {digital ? null : (
              <>
                <TextField name={name('floor')} label={label.floor} maxLength={orderFormMaxLengths.floor} width="third" autoComplete="off" />
                <TextField name={name('room')} label={label.room} maxLength={10} width="third" autoComplete="off" />
              </>
            )}
            <TextField name={name('additionalInfo')} label={label.additionalInfo} hint={label.additionalInfoHint} maxLength={orderFormMaxLengths.additionalInfo} autoComplete={token('address-line2')} />
            <TextField name={name('zipCode')} label={label.zipCode} required={required} numeric={numericPostcode} maxLength={orderFormMaxLengths.zipCode} width="third" autoComplete={token('postal-code')} />
            <TextField name={name('city')} label={label.city} required={required} maxLength={orderFormMaxLengths.city} width="two-thirds" autoComplete={token('address-level2')} />
          </>
        )}
        <SelectField name={name('country')} label={label.country} options={props.countries} required width="half" autoComplete={token('country')} />
      </div>
    </>
  );
}

// Autofill and paste put "street number" into the street field at once; typing key by key never splits.
function StreetNumberSplitter({ prefix }: { readonly prefix: string }) {
  const form = useForm();
  const street = useField<string>(`${prefix}street`, { subscription: { value: true } }).input.value ?? '';
  const previous = useRef(street);
  useEffect(() => {
    const before = previous.current;
    previous.current = street;
    if (street.length - before.length < 2) return;
    const parts = splitStreetAndNumber(street);
    if (!parts) return;
    const number = String(form.getFieldState(`${prefix}streetNumber`)?.value ?? '').trim();
    if (number !== '' && number !== parts.streetNumber) return;
    form.batch(() => {
      form.change(`${prefix}street`, parts.street);
      form.change(`${prefix}streetNumber`, parts.streetNumber);
    });
  }, [form, prefix, street]);
  return null;
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
