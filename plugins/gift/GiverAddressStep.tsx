import { type FunnelContext, type SecondPersonFormValues, type StartStepProps, saveSecondPersonAddresses } from '../../core/index.ts';
import { SecondPersonAddressStep, useTexts } from '../../core/ui.ts';
import { giftRoleChoiceOf } from './GiftRoleChoice.ts';
import { giftStepTexts } from './giftStepTexts.ts';

/**
 * Saves the giver's (purchaser's) address of a gift order as the recruiter addresses (funnel.md
 * section 4). When the reader is the giver, the addresses were their own: the order form is cleared
 * for the recipient's.
 */
export function saveGiverAddress(context: FunnelContext, values: SecondPersonFormValues): void {
  saveSecondPersonAddresses(context, values, { ownData: giftRoleChoiceOf(context) !== 'recipient' });
}

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
