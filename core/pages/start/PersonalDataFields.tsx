import { useField } from 'react-final-form';
import { orderFormMaxLengths } from '../../orderForm/orderFormMaxLengths.ts';
import { autofillToken, TextField } from '../../ui/TextField.tsx';
import { RadioGroupField } from '../../ui/RadioGroupField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';
import { salutationOptions } from './salutationOptions.ts';
import { titleOptions } from './titleOptions.ts';

/**
 * Customer type, salutation, title, names or company, e-mail and phone (funnel.md sections 3 and 5).
 * Names are read-only for existing customers; the title is not shown for digital products; the
 * private/business choice shows when the name is editable and customer-number selection is enabled.
 * Every field carries its autofill token in the `autofill` scope (a `section-*` token when the
 * form takes another person's data); the area code takes a leading '+'.
 */
export function PersonalDataFields(props: {
  readonly digital: boolean;
  readonly nameEditable: boolean;
  readonly showCustomerType: boolean;
  readonly showCustomerNumber: boolean;
  readonly emailRequired: boolean;
  readonly customerNumberHint: string;
  /** '' for the reader's own data, a `section-*` token for another person's. */
  readonly autofill?: string;
}) {
  const token = (field: string) => autofillToken(props.autofill ?? '', field);
  const customerType = useField<string>('customerType', { subscription: { value: true } }).input.value;
  const business = customerType === 'business';
  return (
    <>
      {props.showCustomerType ? (
        <RadioGroupField
          name="customerType"
          legend={label.customerType}
          options={[
            { value: 'private', label: label.private },
            { value: 'business', label: label.business },
          ]}
        />
      ) : null}
      <div className="field-grid">
        <SelectField name="salutation" label={label.salutation} options={salutationOptions} required width="third" autoComplete={token('honorific-prefix')} />
        {props.digital ? null : <SelectField name="title" label={label.title} options={titleOptions} width="third" autoComplete="off" />}
        {business ? (
          <>
            <TextField name="companyName" label={label.companyName} required={props.nameEditable} readOnly={!props.nameEditable} maxLength={orderFormMaxLengths.companyName} autoComplete={token('organization')} />
            <TextField name="companySuffix1" label={label.companySuffix} maxLength={orderFormMaxLengths.companyName} readOnly={!props.nameEditable} autoComplete="off" />
          </>
        ) : null}
        <TextField name="firstName" label={label.firstName} required={props.nameEditable && !business} readOnly={!props.nameEditable} maxLength={orderFormMaxLengths.firstName} width="half" autoComplete={token('given-name')} />
        <TextField name="lastName" label={label.lastName} required={props.nameEditable && !business} readOnly={!props.nameEditable} maxLength={orderFormMaxLengths.lastName} width="half" autoComplete={token('family-name')} />
        <TextField name="email" type="email" label={label.email} hint={label.emailHint} required={props.emailRequired} maxLength={254} autoComplete={token('email')} />
        <TextField name="phoneAreaCode" type="tel" label={`${label.phone}: ${label.phoneAreaCode}`} leadingPlus maxLength={10} width="third" autoComplete={token('tel-area-code')} />
        <TextField name="phoneSubscriberNumber" type="tel" label={`${label.phone}: ${label.phoneSubscriberNumber}`} numeric maxLength={orderFormMaxLengths.phone} width="two-thirds" autoComplete={token('tel-local')} />
        {props.showCustomerNumber ? (
          <TextField name="gpNr" label={label.gpNr} hint={props.customerNumberHint} numeric maxLength={10} width="half" autoComplete="off" />
        ) : null}
      </div>
    </>
  );
}
