import type { StartStepProps } from '../../core/index.ts';
import { SecondPersonAddressStep, useTexts } from '../../core/ui.ts';
import { giftRoleChoiceOf } from './GiftRoleChoice.ts';
import { giftStepTexts } from './giftStepTexts.ts';
import { saveGiverAddress } from './saveGiverAddress.ts';

/** The giver's address form before the order form; a giver enters their own data, a recipient the giver's. */
export function GiverAddressStep({ context }: StartStepProps) {
  const t = useTexts(giftStepTexts);
  const recipient = giftRoleChoiceOf(context) === 'recipient';
  return (
    <SecondPersonAddressStep
      context={context}
      ownData={!recipient}
      onSave={(values) => saveGiverAddress(context, values)}
      // In the giver view the e-mail is mandatory when the campaign requires it (funnel.md section 5).
      emailRequired={context.store.formData.value?.salesCampaign.emailMandatory === true}
      heading={recipient ? t('giverHeadingForRecipient') : t('giverHeadingOwn')}
      intro={recipient ? t('giverIntroForRecipient') : t('giverIntroOwn')}
    />
  );
}
