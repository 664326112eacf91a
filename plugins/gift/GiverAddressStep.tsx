import type { StartStepProps } from '../../core/index.ts';
import { RecruiterAddressStep } from '../../core/ui.ts';
import { giftRoleChoiceOf } from './GiftRoleChoice.ts';
import { saveGiverAddress } from './saveGiverAddress.ts';

/** The giver's address form before the order form; a giver enters their own data, a recipient the giver's. */
export function GiverAddressStep({ context }: StartStepProps) {
  const recipient = giftRoleChoiceOf(context) === 'recipient';
  return (
    <RecruiterAddressStep
      context={context}
      ownData={!recipient}
      onSave={(values) => saveGiverAddress(context, values)}
      // In the giver view the e-mail is mandatory when the campaign requires it (funnel.md section 5).
      emailRequired={context.store.formData.value?.salesCampaign.emailMandatory === true}
      heading={recipient ? 'Wer schenkt Ihnen das Abo?' : 'Ihre Daten als Schenkende oder Schenkender'}
      intro={
        recipient
          ? 'Bitte geben Sie die Daten der Person ein, die Ihnen das Abo schenkt. Ihre eigenen Daten geben Sie im nächsten Schritt ein.'
          : 'Bitte geben Sie zuerst Ihre eigenen Daten ein. Die Anschrift der beschenkten Person geben Sie im nächsten Schritt ein.'
      }
    />
  );
}
