import { Form } from 'react-final-form';
import type { StartStepProps } from '../../core/index.ts';
import { ErrorSummary, flattenErrors, StepHeading, SelectField, TextField } from '../../core/ui.ts';
import { lwlRoleChoiceOf } from './lwlRoleChoiceOf.ts';
import type { RecruiterFormValues } from './RecruiterFormValues.ts';
import { saveRecruiterAddress } from './saveRecruiterAddress.ts';
import { validateRecruiterForm } from './validateRecruiterForm.ts';

const salutations = [
  { value: '00', label: 'Bitte wählen' },
  { value: '02', label: 'Herr' },
  { value: '03', label: 'Frau' },
  { value: '05', label: 'Neutral' },
];

/** The recruiter's address form before the order form; a recruiter enters their own data, a recruited reader the recruiter's. */
export function RecruiterAddressStep({ context }: StartStepProps) {
  const formData = context.store.formData.value;
  const countries = Object.entries(formData?.countries ?? {}).map(([value, label]) => ({ value, label }));
  const countryCodes = countries.map((country) => country.value);
  const receiving = lwlRoleChoiceOf(context) === 'receiving';
  const saved = context.store.recruiterAddresses.value?.privateAddress;
  const own = receiving ? undefined : formData?.addresses.privateAddress;
  const known = saved ?? own;
  const initialValues: RecruiterFormValues = {
    salutation: known?.salutation ?? '00',
    firstName: known?.firstName ?? '',
    lastName: known?.lastName ?? '',
    street: known?.street ?? '',
    streetNumber: known?.streetNumber ?? '',
    zipCode: known?.zipCode ?? '',
    city: known?.city ?? '',
    country: known?.country ?? (countryCodes.includes('DE') ? 'DE' : countryCodes[0]),
    email: known?.email ?? (receiving ? '' : formData?.email ?? ''),
  };
  // In the recruiter view the e-mail is mandatory only for gift campaigns (funnel.md section 5).
  const emailRequired = false;
  return (
    <div className="recruiter-form">
      <StepHeading>{receiving ? 'Wer hat Sie geworben?' : 'Ihre Daten als Werberin oder Werber'}</StepHeading>
      <p>
        {receiving
          ? 'Bitte geben Sie die Daten der Person ein, die Sie geworben hat. Ihre eigenen Daten geben Sie im nächsten Schritt ein.'
          : 'Bitte geben Sie zuerst Ihre eigenen Daten ein. Die Anschrift der neuen Abonnentin oder des neuen Abonnenten geben Sie im nächsten Schritt ein.'}
      </p>
      <Form<RecruiterFormValues>
        initialValues={initialValues}
        validate={(values) => validateRecruiterForm(values, { countries: countryCodes, emailRequired })}
        onSubmit={(values) => saveRecruiterAddress(context, values)}
        render={({ handleSubmit, errors, submitFailed, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            {submitFailed ? (
              <ErrorSummary
                title="Bitte überprüfen Sie die gekennzeichneten Felder und füllen Sie die Pflichtfelder aus."
                errors={flattenErrors(errors)}
                attempt={Number(submitting)}
              />
            ) : null}
            <div className="field-grid">
              <SelectField name="salutation" label="Anrede" options={salutations} required width="third" autoComplete="honorific-prefix" />
              <TextField name="firstName" label="Vorname" required maxLength={35} width="half" autoComplete="given-name" />
              <TextField name="lastName" label="Nachname" required maxLength={35} width="half" autoComplete="family-name" />
              <TextField name="street" label="Straße" required maxLength={35} width="two-thirds" autoComplete="address-line1" />
              <TextField name="streetNumber" label="Hausnummer" required maxLength={10} width="third" />
              <TextField name="zipCode" label="PLZ" required numeric maxLength={10} width="third" autoComplete="postal-code" />
              <TextField name="city" label="Ort" required maxLength={35} width="two-thirds" autoComplete="address-level2" />
              <SelectField name="country" label="Land" options={countries} required width="half" autoComplete="country" />
              <TextField name="email" label="E-Mail-Adresse" type="email" required={emailRequired} maxLength={254} width="half" autoComplete="email" />
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
