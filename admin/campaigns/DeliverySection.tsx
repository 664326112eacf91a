import { useField } from 'react-final-form';
import { SelectField } from '../../core/ui.ts';
import type { BillingFrequencyGroup, CountryGroup } from '../api/adminSalesCampaign.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { CampaignSection } from './CampaignSection.tsx';
import { paymentMethodNames } from './campaignTexts.ts';
import { CheckboxGroupField } from './CheckboxGroupField.tsx';
import { paymentMethodOrder } from './countryPaymentMethods.ts';
import { SwitchField } from './SwitchField.tsx';

const methodChoices = paymentMethodOrder.map((key) => ({ value: key, label: paymentMethodNames[key] }));

/**
 * Where the campaign delivers and how readers pay: the country group, the delivery countries (those
 * of the group, plus any chosen outside it so they can be removed), the payment methods per
 * delivery country and the billing frequencies.
 */
export function DeliverySection({ countryGroups, billingFrequencyGroups }: { readonly countryGroups: readonly CountryGroup[]; readonly billingFrequencyGroups: readonly BillingFrequencyGroup[] }) {
  const group = useField<string>('countryGroup', { subscription: { value: true } }).input.value;
  const countries = useField<CampaignFormValues['countries']>('countries', { subscription: { value: true } }).input.value;
  const chosen: readonly string[] = Array.isArray(countries) ? countries : [];
  const names: Record<string, string> = Object.assign({}, ...countryGroups.map((entry) => entry.countries));
  const inGroup = Object.keys(countryGroups.find((entry) => entry.id === group)?.countries ?? {});
  const offered = [...inGroup, ...chosen.filter((country) => !inGroup.includes(country))];
  const countryChoices = offered.map((country) => ({
    value: country,
    label: inGroup.includes(country) ? (names[country] ?? country) : `${names[country] ?? country} (nicht in der Ländergruppe)`,
  }));
  return (
    <CampaignSection id="abschnitt-lieferung">
      <div className="field-grid">
        <SelectField
          name="countryGroup"
          label="Ländergruppe"
          hint="Aus ihr wählen Sie die Lieferländer."
          options={countryGroups.map((entry) => ({ value: entry.id, label: entry.name }))}
          width="half"
        />
        <SelectField
          name="billingFrequencyGroup"
          label="Zahlungsrhythmen"
          hint="Unter diesen Rhythmen wählen Leser, wie oft sie zahlen."
          options={billingFrequencyGroups.map((entry) => ({ value: entry.id, label: entry.name }))}
          width="half"
        />
      </div>
      <CheckboxGroupField name="countries" legend="Lieferländer" hint="Deutschland ist immer dabei." choices={countryChoices} />
      <SwitchField name="noResultAbroad" />
      <div className="campaign-methods">
        <p className="field__hint">Zahlungsarten braucht nur ein kostenpflichtiges Angebot.</p>
        {chosen.map((country) => (
          <CheckboxGroupField key={country} name={`paymentMethods.${country}`} legend={`Zahlungsarten für ${names[country] ?? country}`} choices={methodChoices} />
        ))}
      </div>
    </CampaignSection>
  );
}
