import { useField } from 'react-final-form';
import { orderFormMaxLengths } from '../../orderForm/orderFormMaxLengths.ts';
import { RadioGroupField } from '../../ui/RadioGroupField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';
import { salutationOptions } from './salutationOptions.ts';
import { titleOptions } from './titleOptions.ts';

/**
 * Customer type, salutation, title, names or company, e-mail and phone (funnel.md sections 3 and 5).
 * Names are read-only for existing customers; the title is not shown for digital products; the
 * private/business choice shows when the name is editable and customer-number selection is enabled.
 */
export function PersonalDataFields(props: {
  readonly digital: boolean;
  readonly nameEditable: boolean;
  readonly showCustomerType: boolean;
  readonly showCustomerNumber: boolean;
  readonly emailRequired: boolean;
  readonly customerNumberHint: string;
}) {
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
        <SelectField name="salutation" label={label.salutation} options={salutationOptions} required width="third" autoComplete="honorific-prefix" />
        {props.digital ? null : <SelectField name="title" label={label.title} options={titleOptions} width="third" />}
        {business ? (
          <>
            <TextField name="companyName" label={label.companyName} required={props.nameEditable} readOnly={!props.nameEditable} maxLength={orderFormMaxLengths.companyName} autoComplete="organization" />
            <TextField name="companySuffix1" label={label.companySuffix} maxLength={orderFormMaxLengths.companyName} readOnly={!props.nameEditable} />
          </>
        ) : null}
        <TextField name="firstName" label={label.firstName} required={props.nameEditable && !business} readOnly={!props.nameEditable} maxLength={orderFormMaxLengths.firstName} width="half" autoComplete="given-name" />
        <TextField name="lastName" label={label.lastName} required={props.nameEditable && !business} readOnly={!props.nameEditable} maxLength={orderFormMaxLengths.lastName} width="half" autoComplete="family-name" />
        <TextField name="email" type="email" label={label.email} hint={label.emailHint} required={props.emailRequired} maxLength={254} autoComplete="email" />
        <TextField name="phoneAreaCode" type="tel" label={`${label.phone}: ${label.phoneAreaCode}`} numeric maxLength={10} width="third" autoComplete="tel-area-code" />
        <TextField name="phoneSubscriberNumber" type="tel" label={`${label.phone}: ${label.phoneSubscriberNumber}`} numeric maxLength={orderFormMaxLengths.phone} width="two-thirds" autoComplete="tel-local" />
        {props.showCustomerNumber ? (
          <TextField name="gpNr" label={label.gpNr} hint={props.customerNumberHint} numeric maxLength={10} width="half" />
        ) : null}
      </div>
    </>
  );
}
