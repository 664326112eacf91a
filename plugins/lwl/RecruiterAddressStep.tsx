import type { StartStepProps } from '../../core/index.ts';
import { RecruiterAddressStep as RecruiterAddressForm } from '../../core/ui.ts';
import { lwlRoleChoiceOf } from './LwlRoleChoice.ts';
import { saveRecruiterAddress } from './saveRecruiterAddress.ts';

/** The recruiter's address form before the order form; a recruiter enters their own data, a recruited reader the recruiter's. */
export function RecruiterAddressStep({ context }: StartStepProps) {
  const receiving = lwlRoleChoiceOf(context) === 'receiving';
  return (
    <RecruiterAddressForm
      context={context}
      ownData={!receiving}
      // In the recruiter view the e-mail is mandatory only for gift campaigns (funnel.md section 5).
      emailRequired={false}
      onSave={(values) => saveRecruiterAddress(context, values)}
      heading={receiving ? 'Wer hat Sie geworben?' : 'Ihre Daten als Werberin oder Werber'}
      intro={
        receiving
          ? 'Bitte geben Sie die Daten der Person ein, die Sie geworben hat. Ihre eigenen Daten geben Sie im nächsten Schritt ein.'
          : 'Bitte geben Sie zuerst Ihre eigenen Daten ein. Die Anschrift der neuen Abonnentin oder des neuen Abonnenten geben Sie im nächsten Schritt ein.'
      }
    />
  );
}
