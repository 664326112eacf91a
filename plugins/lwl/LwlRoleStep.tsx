import type { StartStepProps } from '../../core/index.ts';
import { RoleChoiceStep } from '../../core/ui.ts';
import { chooseLwlRole, type LwlRoleChoice } from './LwlRoleChoice.ts';
import { lwlRoleChoices } from './lwlRoleChoices.ts';

/** The lwl role choice for logged-in readers: recruiting or recruited (funnel.md section 2). */
export function LwlRoleStep({ context }: StartStepProps) {
  return (
    <RoleChoiceStep<LwlRoleChoice>
      heading="Werben oder geworben werden?"
      legend="Ihre Rolle bei „Leser werben Leser“"
      options={lwlRoleChoices}
      requiredMessage="Bitte wählen Sie aus, ob Sie einen neuen Abonnenten werben oder geworben wurden."
      onChoose={(role) => chooseLwlRole(context, role)}
    />
  );
}
