import { Form } from 'react-final-form';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { orderFormMessages } from '../orderForm/orderFormMessages.ts';
import type { SecondPersonFormValues } from '../orderForm/SecondPersonFormValues.ts';
import { validateSecondPersonForm } from '../orderForm/validateSecondPersonForm.ts';
import { AddressFields } from '../pages/start/AddressFields.tsx';
import { formPersonOf } from '../pages/start/formPersonOf.ts';
import { autofillToken, TextField } from './TextField.tsx';
import { salutationOptions } from '../pages/start/salutationOptions.ts';
import { ErrorSummary, flattenErrors } from './ErrorSummary.tsx';
import { SelectField } from './SelectField.tsx';
import { StepHeading } from './StepHeading.tsx';

// A recruiter or giver is a person; 'Firma' belongs to the order form's business customers.
const personSalutations = salutationOptions.filter((option) => option.value !== '04');

/**
 * The recruiter or giver address form that precedes the order form (funnel.md section 2, step 3),
 * shared by the gift and lwl plugins, with the order form's street or post-office-box fields. With `ownData` the reader enters their own data (prefilled
 * from their account); otherwise the other person's. `onSave` stores the values (usually through
 * saveSecondPersonAddresses) with the plugin's own consequences.
 */
export function SecondPersonAddressStep(props: {
  readonly context: FunnelContext;
  readonly heading: string;
  readonly intro: string;
  readonly ownData: boolean;
  readonly emailRequired: boolean;
  readonly onSave: (values: SecondPersonFormValues) => void;
}) {
  const { context, ownData } = props;
  // A recipient or recruited reader types the other person's data here: autofill keeps it apart from their own.
  const scope = formPersonOf(context, 'secondPersonForm').autofillSection;
  const formData = context.store.formData.value;
  const countries = Object.entries(formData?.countries ?? {}).map(([value, label]) => ({ value, label }));
  const countryCodes = countries.map((country) => country.value);
  const known = context.store.secondPersonAddresses.value?.privateAddress ?? (ownData ? formData?.addresses.privateAddress : undefined);
  const initialValues: SecondPersonFormValues = {
    salutation: known?.salutation ?? '00',
    firstName: known?.firstName ?? '',
    lastName: known?.lastName ?? '',
    addressType: known?.postOfficeBox?.trim() ? 'postOfficeBox' : 'street',
    street: known?.street ?? '',
    streetNumber: known?.streetNumber ?? '',
    floor: known?.floor ?? '',
    room: known?.room ?? '',
    additionalInfo: known?.additionalInfo ?? '',
    zipCode: known?.zipCode ?? '',
    city: known?.city ?? '',
    postOfficeBox: known?.postOfficeBox ?? '',
    postOfficeBoxZipCode: known?.postOfficeBoxZipCode ?? '',
    postOfficeBoxCity: known?.postOfficeBoxCity ?? '',
    country: known?.country ?? (countryCodes.includes('DE') ? 'DE' : countryCodes[0]),
    email: known?.email ?? (ownData ? (formData?.email ?? '') : ''),
  };
  return (
    <div className="second-person-form">
      <StepHeading>{props.heading}</StepHeading>
      <p>{props.intro}</p>
      <Form<SecondPersonFormValues>
        initialValues={initialValues}
        validate={(values) => validateSecondPersonForm(values, { countries: countryCodes, emailRequired: props.emailRequired })}
        onSubmit={(values) => props.onSave(values)}
        render={({ handleSubmit, errors, submitFailed, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            {submitFailed ? <ErrorSummary title={orderFormMessages.formInvalid} errors={flattenErrors(errors)} attempt={Number(submitting)} /> : null}
            <div className="field-grid">
              <SelectField name="salutation" label="Anrede" options={personSalutations} required width="third" autoComplete={autofillToken(scope, 'honorific-prefix')} />
              <TextField name="firstName" label="Vorname" required maxLength={35} width="half" autoComplete={autofillToken(scope, 'given-name')} />
              <TextField name="lastName" label="Nachname" required maxLength={35} width="half" autoComplete={autofillToken(scope, 'family-name')} />
            </div>
            {/* The order form's own address fields: street or post office box, as funnel.md section 4 types the address. */}
            <AddressFields prefix="" digital={false} required countries={countries} autofill={scope} />
            <div className="field-grid">
              <TextField name="email" label="E-Mail-Adresse" type="email" required={props.emailRequired} maxLength={254} width="half" autoComplete={autofillToken(scope, 'email')} />
            </div>
            <div className="button-row">
              <button type="submit" className="button button--primary">
                Weiter
              </button>
            </div>
          </form>
        )}
      />
    </div>
  );
}
