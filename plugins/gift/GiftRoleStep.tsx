import type { StartStepProps } from '../../core/index.ts';
import { RoleChoiceStep } from '../../core/ui.ts';
import { chooseGiftRole, type GiftRoleChoice } from './GiftRoleChoice.ts';
import { giftRoleChoices } from './giftRoleChoices.ts';

/** The gift role choice for logged-in readers: giving or receiving (funnel.md section 2). */
export function GiftRoleStep({ context }: StartStepProps) {
  return (
    <RoleChoiceStep<GiftRoleChoice>
      heading="Verschenken oder beschenkt werden?"
      legend="Ihre Rolle bei diesem Geschenkabo"
      options={giftRoleChoices}
      requiredMessage="Bitte wählen Sie aus, ob Sie das Abo verschenken oder geschenkt bekommen."
      onChoose={(role) => chooseGiftRole(context, role)}
    />
  );
}
