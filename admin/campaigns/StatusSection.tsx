import { FormSpy } from 'react-final-form';
import { formatISO } from 'date-fns';
import { formatDisplayDate } from '../../core/index.ts';
import { TextField } from '../../core/ui.ts';
import { campaignAvailability } from '../rules/campaignAvailability.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { CampaignSection } from './CampaignSection.tsx';
import { availabilityText } from './campaignTexts.ts';

/** Active and validity, with what readers meet today with the settings as they are in the form. */
export function StatusSection() {
  return (
    <CampaignSection id="abschnitt-status" switches={['active']}>
      <div className="field-grid">
        <TextField name="validFrom" type="date" label="Gültig ab" hint="Leer: ab sofort" width="half" />
        <TextField name="validUntil" type="date" label="Gültig bis (einschließlich)" hint="Leer: unbegrenzt" width="half" />
      </div>
      <FormSpy<CampaignFormValues> subscription={{ values: true }}>
        {({ values }) => (
          <p className="campaign-availability">
            Für Leser heute mit diesen Einstellungen:{' '}
            <strong>
              {availabilityText(
                campaignAvailability({ active: values.active, validFrom: values.validFrom || null, validUntil: values.validUntil || null }, formatISO(new Date(), { representation: 'date' })),
                formatDisplayDate,
              )}
            </strong>
          </p>
        )}
      </FormSpy>
    </CampaignSection>
  );
}
