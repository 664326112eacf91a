import type { StartStepProps } from '../../core/index.ts';
import { RoleChoiceStep, useTexts } from '../../core/ui.ts';
import { chooseGiftRole, type GiftRoleChoice } from './GiftRoleChoice.ts';
import { giftStepTexts } from './giftStepTexts.ts';

/** The radio choices of the gift role selection (funnel.md section 2: recipient or purchaser), worded by `giftStepTexts`. */
export const giftRoleChoices: readonly GiftRoleChoice[] = ['purchaser', 'recipient'];

/** The gift role choice for logged-in readers: giving or receiving (funnel.md section 2). */
export function GiftRoleStep({ context }: StartStepProps) {
  const t = useTexts(giftStepTexts);
  return (
    <RoleChoiceStep<GiftRoleChoice>
      heading={t('roleHeading')}
      legend={t('roleLegend')}
      options={giftRoleChoices.map((choice) => ({ value: choice, label: t(choice) }))}
      requiredMessage={t('roleRequired')}
      onChoose={(role) => chooseGiftRole(context, role)}
    />
  );
}
