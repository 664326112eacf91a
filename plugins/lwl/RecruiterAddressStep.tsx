import type { StartStepProps } from '../../core/index.ts';
import { SecondPersonAddressStep as RecruiterAddressForm, useTexts } from '../../core/ui.ts';
import { lwlRoleChoiceOf } from './LwlRoleChoice.ts';
import { lwlStepTexts } from './lwlStepTexts.ts';
import { saveRecruiterAddress } from './saveRecruiterAddress.ts';

/** The recruiter's address form before the order form; a recruiter enters their own data, a recruited reader the recruiter's. */
export function RecruiterAddressStep({ context }: StartStepProps) {
  const t = useTexts(lwlStepTexts);
  const receiving = lwlRoleChoiceOf(context) === 'receiving';
  return (
    <RecruiterAddressForm
      context={context}
      ownData={!receiving}
      // In the recruiter view the e-mail is mandatory only for gift campaigns (funnel.md section 5).
      emailRequired={false}
      onSave={(values) => saveRecruiterAddress(context, values)}
      heading={receiving ? t('recruiterHeadingForReceiver') : t('recruiterHeadingOwn')}
      intro={receiving ? t('recruiterIntroForReceiver') : t('recruiterIntroOwn')}
    />
  );
}
